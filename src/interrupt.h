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
#include <stdint.h>
#include <stdio.h>
#define INTERRUPT_FNV_BASIS 0xcbf29ce484222325ULL
extern bool Interrupt_save(const char *path, bool (*write)(FILE *f, void *closure),
                           void (*locked)(void *closure), void *closure, char *err,
                           size_t errsize);
extern uint64_t Interrupt_fnv(uint64_t h, const void *p, size_t n);
#endif
