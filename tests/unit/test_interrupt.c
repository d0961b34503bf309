/* Generated from noweb/base/interrupt.nw by notangle: edit the .nw, not this file. */
#line 133 "noweb/base/interrupt.nw"
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

int test_interrupt_suite(void)
{
    CU_pSuite s = CU_add_suite("interrupt", NULL, NULL);
    if (!s || !CU_add_test(s, "a signal is recorded, blocked, restored", test_record))
        return CU_get_error();
    return 0;
}
