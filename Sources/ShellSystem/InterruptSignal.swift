import Glibc
import SplitShell

/// The process's Ctrl-C: the one flag its SIGINT handler sets, read by the runner and by both line readers.
public enum InterruptSignal {
    /// Set by the handler; a signal handler may only store a flag.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// Catches SIGINT (without SA_RESTART, so a blocked read returns EINTR) and only notes it in `flag`.
    public static func install() {
        // Touched here first, so the handler never initializes the variable.
        received = 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in InterruptSignal.received = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent that started us from a thread with signals blocked (a dispatch queue does) must not leave Ctrl-C dead.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// The flag as the runner and the readers see it; only set once `install()` has run.
    public static let flag = InterruptFlag(isPending: { received != 0 }, take: {
        guard received != 0 else { return false }
        received = 0
        return true
    })
}
