/* Generated from noweb/base/interrupt.nw by notangle: edit the .nw, not this file. */
#ifndef INTERRUPT_INCLUDED
#define INTERRUPT_INCLUDED
#include <signal.h>
#include <stdbool.h>
extern volatile sig_atomic_t Interrupt_signal;
/* installs the handlers that set Interrupt_signal on SIGINT, SIGTERM; nests */
extern void Interrupt_install(void);
/* undoes one Interrupt_install; the outermost puts the old handlers back */
extern void Interrupt_uninstall(void);
/* forgets a recorded signal: Interrupt_signal is 0 again */
extern void Interrupt_clear(void);
/* holds SIGINT and SIGTERM back; *old (non-NULL) gets the mask to restore */
extern void Interrupt_block(sigset_t *old);
/* restores the mask *old (non-NULL) of Interrupt_block; held signals come */
extern void Interrupt_unblock(const sigset_t *old);
#endif
