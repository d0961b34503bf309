/* Generated from noweb/base/interrupt.nw by notangle: edit the .nw, not this file. */
#line 134 "noweb/base/interrupt.nw"
#include <signal.h>
#include <CUnit/CUnit.h>
#include "interrupt.h"

static void test_record(void)
{
    struct sigaction before, after;
    sigaction(SIGTERM, NULL, &before);
    Interrupt_install();
    CU_ASSERT_EQUAL(Interrupt_signal, 0);
    raise(SIGTERM);
    CU_ASSERT_EQUAL(Interrupt_signal, SIGTERM);
    Interrupt_clear();
    Interrupt_install();                /* SA_RESETHAND: install again after a signal */
    sigset_t old;
    Interrupt_block(&old);
    raise(SIGINT);
    CU_ASSERT_EQUAL(Interrupt_signal, 0);
    Interrupt_unblock(&old);
    CU_ASSERT_EQUAL(Interrupt_signal, SIGINT);
    Interrupt_clear();
    Interrupt_uninstall();
    Interrupt_uninstall();
    sigaction(SIGTERM, NULL, &after);
    CU_ASSERT(after.sa_handler == before.sa_handler);
}

static int steps;
static bool work_left(void) { return steps < 10; }
static void step(void) { if (++steps == 3) raise(SIGINT); }

static void test_example_loop(void)
{
    int status = 0;
    steps = 0;
    
#line 17 "noweb/base/interrupt.nw"
Interrupt_install();
while (work_left()) { if (Interrupt_signal) break;  step(); }
if (Interrupt_signal)
    status = 128 + Interrupt_signal;    /* report, and exit with this */
#line 170 "noweb/base/interrupt.nw"
    CU_ASSERT_EQUAL(steps, 3);
    CU_ASSERT_EQUAL(status, 128 + SIGINT);
    Interrupt_clear();
    Interrupt_uninstall();
}

int test_interrupt_suite(void)
{
    CU_pSuite s = CU_add_suite("interrupt", NULL, NULL);
    if (!s || !CU_add_test(s, "a signal is recorded, blocked, restored", test_record)
           || !CU_add_test(s, "example: a loop stopped by SIGINT", test_example_loop))
        return CU_get_error();
    return 0;
}
