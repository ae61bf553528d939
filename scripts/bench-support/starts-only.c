/* The start-up floor: what it costs the OS to exec a dynamically linked program that does nothing. */
int main(void) { return 0; }
