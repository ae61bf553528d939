import Foundation

/// `splitnav` on a pseudo-terminal of its own (a new session, the terminal its controlling one), driven by keystrokes.
///
/// Pure Glibc: posix_openpt and posix_spawn (no fork in a threaded test process). Every wait has a deadline,
/// so a hung terminal fails the test in seconds.
final class PseudoTerminal {
    enum Key: String {
        case tab = "\t"
        case enter = "\r"
        case up = "\u{1B}[A"
        case left = "\u{1B}[D"
        case backspace = "\u{7F}"
        case controlC = "\u{03}"
        case controlD = "\u{04}"
        case controlA = "\u{01}"
        case controlK = "\u{0B}"
    }

    let pid: pid_t
    private let master: Int32
    private(set) var screen = Screen()
    /// Every byte the program wrote, escapes and all.
    private(set) var raw: [UInt8] = []
    private var exitStatus: Int32?
    private var closed = false

    /// Starts the binary, or `executable` (a shell that starts it).
    init(_ arguments: [String] = [], environment: [String: String], executable: String = Binary.path) throws {
        master = try Self.openMaster()
        do {
            pid = try Self.spawn(executable, arguments, environment: environment, terminal: try Self.terminalPath(master))
        } catch {
            close(master)
            throw error
        }
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: Keys and the screen

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { if errno == EINTR { continue } else { return } }
            offset += written
        }
    }

    /// Presses a key. Ctrl-C and Ctrl-D wait first until the program sleeps in the line editor waiting for a key, as it
    /// does whenever a person could press one: a Ctrl-C that lands while the editor is still drawing the last key has
    /// nothing to interrupt yet, and a Ctrl-D typed while the last command still runs is read the cooked way.
    func press(_ key: Key) {
        if key == .controlC || key == .controlD {
            try? waitUntilEditing(timeout: 5)
            waitUntilAsleep()
        }
        type(key.rawValue)
    }

    /// Waits (at most 5 s) until the program's state in /proc is S, sleeping; it reads the terminal then.
    private func waitUntilAsleep() {
        let deadline = Date().addingTimeInterval(5)
        while deadline.timeIntervalSinceNow > 0 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.first == "S" { return }
            usleep(2_000)
        }
    }

    /// Waits until the screen shows what `condition` looks for; throws with the screen when it does not in time.
    /// Types a line and presses Return.
    func enter(_ line: String) {
        type(line)
        press(.enter)
    }

    func waitFor(_ what: String, timeout: Double = 15, _ condition: (Screen) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(screen) {
            let left = deadline.timeIntervalSinceNow
            let problem = left <= 0 ? "timed out" : read(forMilliseconds: Int32(min(left, 0.1) * 1000)) ? nil : "splitnav ended"
            if let problem, !condition(screen) {
                throw Failure(description: "\(problem) waiting for \(what); the screen:\n\(screen.text)\n(cursor line: '\(screen.cursorLine)')")
            }
            if problem != nil { return }
        }
    }

    /// Waits for text anywhere on the screen.
    func waitFor(text: String, timeout: Double = 15) throws {
        try waitFor("'\(text)'", timeout: timeout) { $0.text.contains(text) }
    }

    /// Waits for text in what the program wrote (a long line wraps on the screen, not here).
    func waitFor(output text: String, timeout: Double = 15) throws {
        try waitFor("'\(text)' in the output", timeout: timeout) { _ in String(decoding: raw, as: UTF8.self).contains(text) }
    }

    /// Waits until the line being edited reads `line` with the cursor at its end.
    func waitFor(cursorLine line: String, timeout: Double = 15) throws {
        try waitFor("the cursor after '\(line)'", timeout: timeout) { $0.cursorLine == line }
    }

    /// Waits until the terminal is in libedit's editing mode (not canonical). libedit draws its first prompt before it
    /// switches, and keys typed in between are read the cooked way (echoed by the terminal, Ctrl-D an end of file);
    /// a person cannot type that fast, a test can.
    func waitUntilEditing(timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var settings = termios()
        while tcgetattr(master, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) != 0 {
            guard deadline.timeIntervalSinceNow > 0 else { throw Failure(description: "the terminal never left canonical mode") }
            read(forMilliseconds: 10)
        }
    }

    /// Reads what is there, for up to `milliseconds`; false once the program has gone and nothing more will come.
    @discardableResult
    private func read(forMilliseconds milliseconds: Int32) -> Bool {
        guard !closed else { return reapIfExited() }
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        if ready > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                raw += buffer[..<count]
                screen.feed(Array(buffer[..<count]))
                return true
            }
            if count < 0 && errno == EINTR { return true }
            closed = true  // EIO: the last program on the terminal has closed it
        }
        return reapIfExited()
    }

    private func reapIfExited() -> Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
        }
        return exitStatus == nil
    }

    /// The exit status (128 + N when signal N killed it), once the program has ended; throws when it does not end in time.
    func waitForExit(timeout: Double = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil {
            guard deadline.timeIntervalSinceNow > 0 else {
                throw Failure(description: "splitnav did not exit; the screen:\n\(screen.text)")
            }
            if !read(forMilliseconds: 50) && exitStatus == nil { usleep(20_000) }
        }
        while read(forMilliseconds: 0) {}
        let status = exitStatus!
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    var isRunning: Bool {
        read(forMilliseconds: 0)
        return exitStatus == nil
    }

    // MARK: Opening the terminal and starting the program

    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    private typealias CloseFromFunction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// A C function by name: Glibc's Swift module leaves the pty functions out (they need _XOPEN_SOURCE).
    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    private static func openMaster() throws -> Int32 {
        guard let openpt = function("posix_openpt", as: OpenFunction.self), let grant = function("grantpt", as: OpenFunction.self),
              let unlock = function("unlockpt", as: OpenFunction.self) else { throw Failure(description: "no posix_openpt") }
        let master = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, grant(master) == 0, unlock(master) == 0 else { throw Failure(description: "posix_openpt: errno \(errno)") }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        return master
    }

    private static func terminalPath(_ master: Int32) throws -> String {
        guard let name = function("ptsname_r", as: NameFunction.self) else { throw Failure(description: "no ptsname_r") }
        var buffer = [CChar](repeating: 0, count: 256)
        guard name(master, &buffer, buffer.count) == 0 else { throw Failure(description: "ptsname_r: errno \(errno)") }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// glibc's POSIX_SPAWN_SETSID, which Swift's Glibc module does not export.
    private static let setSessionFlag: Int32 = 0x80

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              terminal: String) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK) | setSessionFlag))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened by the new session's leader, the terminal becomes its controlling terminal: Ctrl-C sends SIGINT.
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        if let closeFrom = function("posix_spawn_file_actions_addclosefrom_np", as: CloseFromFunction.self) {
            _ = closeFrom(&actions, 3)
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "posix_spawn \(executable): \(String(cString: strerror(result)))") }
        return pid
    }
}
