@preconcurrency import CLibedit
@preconcurrency import Glibc

// The one file that talks to libedit (through CLibedit's fixed-signature wrappers).

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
    private var editor: OpaquePointer?
    private var history: OpaquePointer?
    private var lineHistory: LineHistory?
    /// Where libedit draws: standard output, or standard error when output goes to a pipe or a file or is kept for JSON.
    private let screen: UnsafeMutablePointer<FILE>
    private var prompt: UnsafeMutablePointer<CChar>?

    /// Nil when standard input is not a terminal or libedit cannot start.
    public init?(settings: Settings) {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        Self.useUTF8()
        screen = isatty(STDOUT_FILENO) == 1 && !settings.drawsOnStandardError ? stdout : stderr
        guard let editor = el_init(settings.program, stdin, screen, stderr), let history = history_init() else { return nil }
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
        _ = cle_history_set_size(history, size)
        _ = cle_history_set_unique(history, 1)
        _ = cle_set_history(editor, history)
        _ = cle_set_editor(editor, "emacs")
        // libedit restores the terminal on SIGTSTP and SIGCONT and follows SIGWINCH while it reads.
        _ = cle_set_signal(editor, 1)
        _ = cle_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        _ = cle_set_prompt(editor, { editor in
            guard let editor, let data = cle_client_data(editor) else { return nil }
            return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().prompt
        }, Self.promptEscape)
        _ = cle_add_function(editor, "splitnav-complete", "complete the word before the cursor", { editor, _ in
            guard let editor, let data = cle_client_data(editor) else { return UInt8(CC_ERROR) }
            return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().complete()
        })
        _ = cle_bind(editor, "^I", "splitnav-complete")
        _ = el_source(editor, nil)
        let lineHistory = LineHistory(path: settings.historyPath, limit: settings.historyLimit, warn: settings.warn)
        for entry in lineHistory.loaded { _ = cle_history_enter(history, entry) }
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
            let line = el_gets(editor, &count)
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
        if let editor { el_end(editor) }
        if let history { history_end(history) }
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
        if let editor { el_reset(editor) }
    }

    // MARK: History

    /// Adds an entered line to the history, and to its file at once.
    private func remember(_ line: String) {
        guard let history, let entry = lineHistory?.record(line) else { return }
        _ = cle_history_enter(history, entry)
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
        guard let editor, let completer, let info = el_line(editor)?.pointee, let buffer = info.buffer else {
            return UInt8(CC_REFRESH_BEEP)
        }
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: info.cursor - buffer), as: UTF8.self)
        switch CompletionPlan.plan(completer(before)) {
        case .nothing:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let deleting, let text):
            if deleting > 0 { el_deletestr(editor, Int32(deleting)) }
            return el_insertstr(editor, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
        case .list(let labels):
            let width = Int(cle_columns(editor))
            let rows = CompletionPlan.columns(labels, width: width > 0 ? width : 80)
            fputs("\n" + rows.joined(separator: "\n") + "\n", screen)
            fflush(screen)
            return UInt8(CC_REDISPLAY)
        }
    }
}
