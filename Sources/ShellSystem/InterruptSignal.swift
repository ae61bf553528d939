import Glibc
import SplitShell

/// The process's signals as flags: Ctrl-C (SIGINT), read by the runner and by both line readers, and the signals that
/// ask the run to end (SIGTERM, SIGHUP), after which the runner flushes its output and exits with 128 + the signal.
public enum InterruptSignal {
    /// Set by the handler; a signal handler may only store a flag.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0
    /// The terminating signal's number, 0 until one arrives.
    nonisolated(unsafe) private static var terminating: sig_atomic_t = 0
    /// /dev/null, put in place of standard input when a terminating signal comes, or -1 (standard input a terminal).
    nonisolated(unsafe) private static var emptyInput: Int32 = -1

    /// Catches SIGINT, SIGTERM and SIGHUP (without SA_RESTART, so a blocked read returns EINTR) and only notes them.
    /// A signal the parent left ignored (a job started with `&` by a non-interactive shell ignores SIGINT) stays ignored.
    public static func install() {
        // Touched here first, so the handler never initializes the variables.
        received = 0
        terminating = 0
        // A signal that comes just before a read(2) of a pipe cannot interrupt it; an empty standard input ends that read
        // at once. A terminal is left alone: libedit restores its settings through it.
        emptyInput = isatty(STDIN_FILENO) == 1 ? -1 : open("/dev/null", O_RDONLY | O_CLOEXEC)
        catchUnlessIgnored(SIGINT) { _ in InterruptSignal.received = 1 }
        for signal in [SIGTERM, SIGHUP] {
            catchUnlessIgnored(signal) { number in
                InterruptSignal.terminating = number
                if InterruptSignal.emptyInput >= 0 { dup2(InterruptSignal.emptyInput, STDIN_FILENO) }
                // The run ends at the next line; a second signal must not wait for that (a write blocked on a full pipe).
                var standard = sigaction()
                standard.__sigaction_handler.sa_handler = SIG_DFL
                sigemptyset(&standard.sa_mask)
                sigaction(number, &standard, nil)
            }
        }
        // A parent that started us from a thread with signals blocked (a dispatch queue does) must not leave them dead.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    private static func catchUnlessIgnored(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return }
        if let disposition = current.__sigaction_handler.sa_handler,
           unsafeBitCast(disposition, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            return
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// The flags as the runner and the readers see them; only set once `install()` has run.
    public static let flag = InterruptFlag(
        isPending: { received != 0 || terminating != 0 },
        take: {
            guard received != 0 else { return false }
            received = 0
            return true
        },
        terminationSignal: { terminating != 0 ? terminating : nil })
}
