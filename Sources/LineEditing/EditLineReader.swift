@preconcurrency import CLibedit
@preconcurrency import Glibc

// The one file that talks to libedit (through CLibedit's fixed-signature wrappers), which it loads when the first line
// editor starts: the executable does not link it, so a run that edits no lines never loads it or what it needs.

/// Reads lines from a terminal with libedit: emacs keys, `~/.editrc`, UTF-8, Tab completion and a history file.
///
/// Ctrl-C cancels the line being typed and gives a fresh prompt; Ctrl-D on an empty line is the end of input.
/// Only for a terminal: the plain reader serves pipes and files.
public final class EditLineReader {
    public struct Settings {
        /// The name libedit gives `~/.editrc` lines (`splitnav:bind ...`) and warnings.
        public var program: String
        /// The history file; nil keeps history for this session only.
        public var historyPath: String?
        /// How many entries the history keeps (`SPLITNAV_HISTSIZE`).
        public var historyLimit: HistoryLimit
        /// Draws the prompt in bold (the caller has applied the colour rules).
        public var colorPrompt: Bool
        /// Reports a problem that does not stop the session (an unreadable history file).
        public var warn: (String) -> Void
        /// Whether a Ctrl-C arrived since the last call; clears it. The caller catches SIGINT without SA_RESTART and
        /// sets this flag, so that a Ctrl-C makes the read return and the line is cancelled.
        public var takeInterrupt: () -> Bool
        /// Whether the session is ending (SIGTERM, SIGHUP, caught like SIGINT): the interrupted read then returns nil,
        /// as at the end of input.
        public var isEnding: () -> Bool
        /// Draws the prompt and the line being edited on standard error even when standard output is a terminal, so
        /// that standard output carries only what the commands print (JSON documents).
        public var drawsOnStandardError: Bool

        public init(program: String, historyPath: String?, historyLimit: HistoryLimit, colorPrompt: Bool,
                    warn: @escaping (String) -> Void, takeInterrupt: @escaping () -> Bool,
                    isEnding: @escaping () -> Bool = { false }, drawsOnStandardError: Bool = false) {
            self.program = program
            self.historyPath = historyPath
            self.historyLimit = historyLimit
            self.colorPrompt = colorPrompt
            self.warn = warn
            self.takeInterrupt = takeInterrupt
            self.isEnding = isEnding
            self.drawsOnStandardError = drawsOnStandardError
        }
    }

    /// Marks the start and end of terminal codes in the prompt, which take no room on the screen.
    private static let promptEscape: CChar = 1

    /// The completions for Tab, given the text before the cursor; nil makes Tab ring the bell.
    public var completer: ((_ textBeforeCursor: String) -> EditorCompletion)?

    private let settings: Settings
    private let library: cle_library
    private var editor: OpaquePointer?
    private var history: OpaquePointer?
    private var lineHistory: LineHistory?
    /// Where libedit draws: standard output, or standard error when output goes to a pipe or a file or is kept for JSON.
    private let screen: UnsafeMutablePointer<FILE>
    private var prompt: UnsafeMutablePointer<CChar>?

    /// Nil when standard input is not a terminal or libedit cannot start; when it cannot be loaded, `settings.warn`
    /// says so (once a process: it is loaded once) and the caller's plain reader takes over.
    public init?(settings: Settings) {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        let library: cle_library
        switch loadedLibrary {
        case .loaded(let functions):
            library = functions
        case .unavailable(let problem):
            settings.warn("line editing is off (no Tab completion, no history to recall): \(problem)")
            return nil
        }
        Self.useUTF8()
        screen = isatty(STDOUT_FILENO) == 1 && !settings.drawsOnStandardError ? stdout : stderr
        guard let editor = cle_init(library, settings.program, stdin, screen, stderr),
              let history = cle_history_init(library) else { return nil }
        self.library = library
        self.settings = settings
        self.editor = editor
        self.history = history
        configure()
    }

    deinit { close() }

    /// libedit converts with the C library's locale: without a UTF-8 one, `é` is dropped as it is typed.
    private static func useUTF8() {
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    private func configure() {
        guard let editor, let history else { return }
        let size: Int32 = switch settings.historyLimit {
        case .entries(let count): Int32(clamping: max(count, 0))
        case .unlimited: Int32.max
        }
        _ = cle_history_set_size(library, history, size)
        _ = cle_history_set_unique(library, history, 1)
        _ = cle_set_history(library, editor, history)
        _ = cle_set_editor(library, editor, "emacs")
        // libedit restores the terminal on SIGTSTP and SIGCONT and follows SIGWINCH while it reads.
        _ = cle_set_signal(library, editor, 1)
        _ = cle_set_client_data(library, editor, Unmanaged.passUnretained(self).toOpaque())
        // libedit calls these with the editor alone; the reader is its client data.
        _ = cle_set_prompt(library, editor, { editor in EditLineReader.reader(of: editor)?.prompt }, Self.promptEscape)
        _ = cle_add_function(library, editor, "splitnav-complete", "complete the word before the cursor", { editor, _ in
            EditLineReader.reader(of: editor)?.complete() ?? UInt8(CC_ERROR)
        })
        _ = cle_bind(library, editor, "^I", "splitnav-complete")
        _ = cle_source(library, editor)
        let lineHistory = LineHistory(path: settings.historyPath, limit: settings.historyLimit, warn: settings.warn)
        for entry in lineHistory.loaded { _ = cle_history_enter(library, history, entry) }
        self.lineHistory = lineHistory
    }

    /// The next line without its newline, or nil at the end of input (Ctrl-D on an empty line, the terminal gone).
    public func readLine(prompt text: String) -> String? {
        guard let editor else { return nil }
        setPrompt(text)
        while true {
            var count: Int32 = 0
            // A Ctrl-C from before this read is not one that cancels the line about to be typed.
            _ = settings.takeInterrupt()
            let line = cle_gets(library, editor, &count)
            let code = errno
            if let line, count > 0 {
                var text = String(cString: line)
                if text.hasSuffix("\n") { text.removeLast() }
                remember(text)
                return text
            }
            guard count == -1 && code == EINTR, !settings.isEnding() else { return nil }
            if settings.takeInterrupt() { cancelLine() }
        }
    }

    /// Lets go of the history file and gives the terminal back; reading afterwards returns nil.
    public func close() {
        lineHistory?.close()
        lineHistory = nil
        if let editor { cle_end(library, editor) }
        if let history { cle_history_end(library, history) }
        editor = nil
        history = nil
        free(prompt)
        prompt = nil
    }

    // MARK: Ctrl-C

    /// Shows `^C`, drops what was typed and keeps what was entered so far.
    private func cancelLine() {
        fputs("^C\n", screen)
        fflush(screen)
        if let editor { cle_reset(library, editor) }
    }

    // MARK: History

    /// Adds an entered line to the history, and to its file at once.
    private func remember(_ line: String) {
        guard let history, let entry = lineHistory?.record(line) else { return }
        _ = cle_history_enter(library, history, entry)
    }

    // MARK: Prompt and completion

    private func setPrompt(_ text: String) {
        free(prompt)
        guard settings.colorPrompt, let last = text.last else { return prompt = strdup(text) }
        // libedit keeps terminal codes with the character after them: the reset goes before the last one, or it is lost.
        let marker = String(UnicodeScalar(UInt8(Self.promptEscape)))
        prompt = strdup("\(marker)\u{1B}[1m\(marker)\(text.dropLast())\(marker)\u{1B}[0m\(marker)\(last)")
    }

    private func complete() -> UInt8 {
        guard let editor, let completer, let info = cle_line(library, editor)?.pointee, let buffer = info.buffer else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: info.cursor - buffer), as: UTF8.self)
        switch CompletionPlan.plan(completer(before)) {
        case .nothing:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let deleting, let text):
            if deleting > 0 { cle_delete(library, editor, Int32(deleting)) }
            return cle_insert(library, editor, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
        case .list(let labels):
            let width = Int(cle_columns(library, editor))
            let rows = CompletionPlan.columns(labels, width: width > 0 ? width : 80)
            fputs("\n" + rows.joined(separator: "\n") + "\n", screen)
            fflush(screen)
            return UInt8(CC_REDISPLAY)
        }
    }
}

// MARK: - Loading libedit

extension EditLineReader {
    /// The names libedit is loaded by, in order: the shared object of the interface the wrappers are written for, then
    /// the development link to whichever one is installed.
    public static let libraryNames = ["libedit.so.2", "libedit.so"]

    /// libedit's functions, or why they could not be had.
    enum Library: @unchecked Sendable {  // Pointers into a library that is never unloaded, never changed once found.
        case loaded(cle_library)
        /// The loader's message for the first name.
        case unavailable(String)
    }

    /// The functions from the first of `names` that loads with all of them.
    static func load(_ names: [String]) -> Library {
        var firstProblem: String?
        for name in names {
            var functions = cle_library()
            guard let problem = cle_open(name, &functions) else { return .loaded(functions) }
            defer { free(problem) }
            if firstProblem == nil { firstProblem = String(cString: problem) }
        }
        return .unavailable(firstProblem ?? "no library to load")
    }

    /// Why libedit cannot be loaded by `names`, or nil when it can (the process keeps it loaded then).
    public static func libraryProblem(names: [String] = libraryNames) -> String? {
        guard case .unavailable(let problem) = load(names) else { return nil }
        return problem
    }

    /// The reader whose editor libedit calls back with.
    private static func reader(of editor: OpaquePointer?) -> EditLineReader? {
        guard let editor, case .loaded(let library) = loadedLibrary, let data = cle_client_data(library, editor) else {
            return nil
        }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }
}

/// libedit as this process has it: loaded when the first line editor starts (a global is set on first use, once).
private let loadedLibrary = EditLineReader.load(EditLineReader.libraryNames)
