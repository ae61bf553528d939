import Glibc

/// Where a program keeps its line history: `$<PROGRAM>_HISTORY` (empty: none), else the XDG state directory.
public enum HistoryLocation {
    /// The history file, or nil when history must not be kept on disk.
    ///
    /// `$SPLITNAV_HISTORY` when set (an empty value disables it); else `$XDG_STATE_HOME/splitnav/history` when that is an
    /// absolute path (the XDG rule); else `HOME/.local/state/splitnav/history`, with the account's home when `HOME` is unset.
    public static func path(program: String, variable: (String) -> String?,
                            accountHome: () -> String? = HistoryLocation.accountHome) -> String? {
        if let path = variable(program.uppercased() + "_HISTORY") {
            return path.isEmpty ? nil : path
        }
        if let state = variable("XDG_STATE_HOME"), state.hasPrefix("/") {
            return join(state, program, "history")
        }
        let home = variable("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? accountHome()
        guard let home, !home.isEmpty else { return nil }
        return join(home, ".local", "state", program, "history")
    }

    /// The home directory in the password database.
    public static func accountHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    private static func join(_ first: String, _ rest: String...) -> String {
        var path = first
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        for part in rest { path += (path.hasSuffix("/") ? "" : "/") + part }
        return path
    }
}
