import Testing
import LineEditing

@Suite struct HistoryLocationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let variables: [String: String]
        let accountHome: String?
        let path: String?
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "SPLITNAV_HISTORY wins", variables: ["SPLITNAV_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/s", "HOME": "/home/u"],
            accountHome: nil, path: "/tmp/h"),
        Row(name: "an empty SPLITNAV_HISTORY disables", variables: ["SPLITNAV_HISTORY": "", "HOME": "/home/u"], accountHome: nil, path: nil),
        Row(name: "XDG_STATE_HOME", variables: ["XDG_STATE_HOME": "/s/", "HOME": "/home/u"], accountHome: nil, path: "/s/splitnav/history"),
        Row(name: "a relative XDG_STATE_HOME is ignored", variables: ["XDG_STATE_HOME": "state", "HOME": "/home/u"],
            accountHome: nil, path: "/home/u/.local/state/splitnav/history"),
        Row(name: "HOME", variables: ["HOME": "/home/u"], accountHome: "/other", path: "/home/u/.local/state/splitnav/history"),
        Row(name: "HOME unset uses the account", variables: [:], accountHome: "/root", path: "/root/.local/state/splitnav/history"),
        Row(name: "no home at all disables", variables: ["HOME": ""], accountHome: nil, path: nil),
        Row(name: "HOME is /", variables: ["HOME": "/"], accountHome: nil, path: "/.local/state/splitnav/history"),
    ]

    @Test(arguments: rows)
    func resolves(_ row: Row) {
        #expect(HistoryLocation.path(program: "splitnav", variable: { row.variables[$0] }, accountHome: { row.accountHome }) == row.path)
    }
}
