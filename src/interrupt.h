/* Generated from noweb/base/interrupt.nw by notangle: edit the .nw, not this file. */
#ifndef INTERRUPT_INCLUDED
#define INTERRUPT_INCLUDED
#include <signal.h>
#include <stdbool.h>
extern volatile sig_atomic_t Interrupt_signal;
extern void Interrupt_install(void);
extern void Interrupt_uninstall(void);
extern void Interrupt_clear(void);
extern void Interrupt_block(sigset_t *old);
extern void Interrupt_unblock(const sigset_t *old);
#endif
