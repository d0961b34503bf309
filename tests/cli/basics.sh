# The command's conventions: help, version, unknown commands, exit codes.
t help            0 '^usage: cgtk COMMAND'   EMPTY -- --help
t help-word       0 '^usage: cgtk COMMAND'   EMPTY -- help
t no-command      2 EMPTY '^usage: cgtk'           --
t version         0 '^cgtk [0-9]+\.[0-9]+'   EMPTY -- --version
t unknown         2 EMPTY "unknown command 'frobnicate'" -- frobnicate
t help-of-command 0 '^usage: cgtk numbers'   EMPTY -- help numbers
