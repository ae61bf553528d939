import Glibc
import SplitShell
import Synchronization

/// The process's signals as flags: Ctrl-C (SIGINT), read by the runner and by both line readers, and the signals that
/// ask the run to end (SIGTERM, SIGHUP), after which the runner flushes its output and exits with 128 + the signal.
public enum InterruptSignal {
    // Atomics, not static variables: the handler interrupts the program between any two instructions, and a static
    // variable's write from the handler while the program was reading it is an exclusivity conflict, which traps
    // (seen once lines got cheap enough that the runner spent a noticeable share of its time reading these flags).
    // Lock-free atomic loads and stores are safe in a signal handler.

    /// Set by the handler; a signal handler may only store a flag.
    private static let received = Atomic<Int32>(0)
    /// The terminating signal's number, 0 until one arrives.
    private static let terminating = Atomic<Int32>(0)
    /// /dev/null, put in place of standard input when a terminating signal comes, or -1 (standard input a terminal).
    private static let emptyInput = Atomic<Int32>(-1)

    /// Catches SIGINT, SIGTERM and SIGHUP (without SA_RESTART, so a blocked read returns EINTR) and only notes them.
    /// A signal the parent left ignored (a job started with `&` by a non-interactive shell ignores SIGINT) stays ignored.
    public static func install() {
        // Touched here first, so the handler never initializes them.
        received.store(0, ordering: .sequentiallyConsistent)
        terminating.store(0, ordering: .sequentiallyConsistent)
        // A signal that comes just before a read(2) of a pipe cannot interrupt it; an empty standard input ends that read
        // at once. A terminal is left alone: libedit restores its settings through it.
        emptyInput.store(isatty(STDIN_FILENO) == 1 ? -1 : open("/dev/null", O_RDONLY | O_CLOEXEC), ordering: .sequentiallyConsistent)
        catchUnlessIgnored(SIGINT) { _ in InterruptSignal.received.store(1, ordering: .sequentiallyConsistent) }
        for signal in [SIGTERM, SIGHUP] {
            catchUnlessIgnored(signal) { number in
                InterruptSignal.terminating.store(number, ordering: .sequentiallyConsistent)
                let emptyInput = InterruptSignal.emptyInput.load(ordering: .sequentiallyConsistent)
                if emptyInput >= 0 { dup2(emptyInput, STDIN_FILENO) }
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
        isPending: {
            received.load(ordering: .sequentiallyConsistent) != 0 || terminating.load(ordering: .sequentiallyConsistent) != 0
        },
        take: { received.exchange(0, ordering: .sequentiallyConsistent) != 0 },
        terminationSignal: {
            let number = terminating.load(ordering: .sequentiallyConsistent)
            return number != 0 ? number : nil
        })
}
