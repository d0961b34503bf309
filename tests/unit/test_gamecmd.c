/* Generated from noweb/cmd/gamecmd.nw by notangle: edit the .nw, not this file. */
#line 1335 "noweb/cmd/gamecmd.nw"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <CUnit/CUnit.h>
#include "gamecmd.h"
#include "game.h"
#include "mem.h"

static char *out, *err;

static int run(const Cmd_Command *cmd, int argc, char **argv)
{
    FREE(out);
    FREE(err);
    return Cmd_capture(cmd, NULL, argc, argv, NULL, &out, &err);
}

static int release_output(void)
{
    FREE(out);
    FREE(err);
    return 0;
}

static void test_value(void)
{
    char *ok[] = { "value", "{^|1}", "+-1 + +-2", NULL };
    CU_ASSERT_EQUAL(run(&Cmd_value, 3, ok), CMD_OK);
    CU_ASSERT_STRING_EQUAL(out, "1/2\n+-{3|1}\n");
    Game_store_free();
    char *limit[] = { "value", "--max-games", "30", "1", "+-1 + +-2 + +-3 + +-4 + +-5",
                      NULL };
    CU_ASSERT_EQUAL(run(&Cmd_value, 5, limit), CMD_LIMIT);
    CU_ASSERT_STRING_EQUAL(out, "");
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "1 of 2 expressions were done"));
}

static void test_verify(void)
{
    char path[] = "/tmp/cgtk-gamecmd-test-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("{0|1}\t1/2\tgood\n{0|1}\t{1|\tbad stated value\n", f);
    fclose(f);
    char *argv[] = { "verify", path, NULL };
    CU_ASSERT_EQUAL(run(&Cmd_verify, 2, argv), CMD_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, ":2: stated value: column 4: expected"));
    CU_ASSERT_STRING_EQUAL(out, "");
    remove(path);
}

int test_gamecmd_suite(void)
{
    CU_pSuite s = CU_add_suite("gamecmd", NULL, release_output);
    if (!s || !CU_add_test(s, "value: results, a limit", test_value)
           || !CU_add_test(s, "verify: an unreadable stated value", test_verify))
        return CU_get_error();
    return 0;
}
