/* The throughput floor: copy standard input to standard output line by line and do
 * nothing else. Any line-oriented tool pays at least this much for reading and writing. */
#include <stdio.h>

static char line[1 << 20];

int main(void) {
    static char outbuf[1 << 16];
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    while (fgets(line, sizeof line, stdin))
        fputs(line, stdout);
    return 0;
}
