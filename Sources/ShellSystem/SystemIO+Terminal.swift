import Glibc

// MARK: The terminal's width, for `layout`

extension SystemIO {
    /// Standard output's terminal width in columns, or nil when standard output is not a terminal (or will not say).
    public static var standardOutputColumns: Int? {
        guard isTerminal(STDOUT_FILENO) else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
