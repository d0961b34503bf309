/* Generated from noweb/base/interrupt.nw by notangle: edit the .nw, not this file. */
#line 69 "noweb/base/interrupt.nw"
#include <assert.h>
#include <signal.h>
#include "interrupt.h"

volatile sig_atomic_t Interrupt_signal = 0;
static struct sigaction old_int, old_term;
static int installed = 0;

static void handler(int sig)
{
    Interrupt_signal = sig;
}

void Interrupt_install(void)
{
    struct sigaction sa;
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    if (installed++ == 0) {
        Interrupt_signal = 0;
        sigaction(SIGINT, &sa, &old_int);
        sigaction(SIGTERM, &sa, &old_term);
    } else {
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
    }
}

void Interrupt_uninstall(void)
{
    if (installed > 0 && --installed == 0) {
        sigaction(SIGINT, &old_int, NULL);
        sigaction(SIGTERM, &old_term, NULL);
    }
}

void Interrupt_clear(void)
{
    Interrupt_signal = 0;
}

void Interrupt_block(sigset_t *old)
{
    assert(old);
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, SIGINT);
    sigaddset(&s, SIGTERM);
    sigprocmask(SIG_BLOCK, &s, old);
}

void Interrupt_unblock(const sigset_t *old)
{
    assert(old);
    sigprocmask(SIG_SETMASK, old, NULL);
}
