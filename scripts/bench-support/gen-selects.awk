# Writes n (-v n=...) "select 1;" lines: sqlite3's cheapest statement, the reference rate for a
# line-at-a-time command interpreter.
BEGIN { for (i = 0; i < n; i++) print "select 1;" }
