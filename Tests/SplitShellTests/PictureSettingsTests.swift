import Testing
@testable import SplitShell

@Suite struct PictureSettingsTests {
    static let locales: [Case<[String: String], Bool>] = [
        Case("nothing set is POSIX, ASCII", [:], false),
        Case("LANG=C", ["LANG": "C"], false),
        Case("LANG=C.UTF-8", ["LANG": "C.UTF-8"], true),
        Case("LANG=en_US.UTF-8", ["LANG": "en_US.UTF-8"], true),
        Case("utf8 spelled without a dash", ["LANG": "de_DE.utf8"], true),
        Case("LC_ALL overrides LANG", ["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
        Case("LC_CTYPE overrides LANG", ["LC_CTYPE": "en_GB.UTF-8", "LANG": "C"], true),
        Case("an empty LC_ALL is not set", ["LC_ALL": "", "LANG": "en_US.UTF-8"], true),
        Case("Latin-1", ["LANG": "de_DE.ISO-8859-1"], false),
    ]

    @Test(arguments: locales)
    func unicodeOnlyInAUTF8Locale(_ row: Case<[String: String], Bool>) {
        #expect(PictureSettings.localeIsUTF8 { row.input[$0] } == row.output)
    }

    @Test func theWidthIsTheTerminalsOr80() {
        #expect(PictureSettings.width(terminalColumns: nil) == 80)
        #expect(PictureSettings.width(terminalColumns: 0) == 80)
        #expect(PictureSettings.width(terminalColumns: 132) == 132)
    }
}
