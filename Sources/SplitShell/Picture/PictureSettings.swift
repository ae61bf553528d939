/// How `layout` draws: how many columns wide, and whether it may use Unicode box drawing or must keep to ASCII.
public struct PictureSettings: Sendable, Hashable {
    /// Columns of text a picture line may take.
    public var width: Int
    /// Box-drawing characters (`┌─┐`, `░`, `◧`) when true; `+-|` and plain ASCII when false.
    public var unicode: Bool

    public init(width: Int, unicode: Bool) {
        self.width = width
        self.unicode = unicode
    }

    /// Off a terminal: 80 columns, Unicode. Tests and transcripts use this, so their pictures do not depend on the machine.
    public static let standard = PictureSettings(width: 80, unicode: true)

    /// The width to draw at: the terminal's when standard output is one (and reports a width), else 80.
    public static func width(terminalColumns: Int?) -> Int {
        guard let columns = terminalColumns, columns > 0 else { return standard.width }
        return columns
    }

    /// Whether the locale's character set is UTF-8: the first of `LC_ALL`, `LC_CTYPE`, `LANG` that is set and not
    /// empty decides, as setlocale(3) would; with none set the locale is POSIX, which is ASCII.
    public static func localeIsUTF8(_ variable: (String) -> String?) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let locale = variable(name), !locale.isEmpty { return namesUTF8(locale) }
        }
        return false
    }

    /// Whether a locale's name contains `utf-8` or `utf8` in any case. Compared on ASCII bytes (no letter outside ASCII
    /// lowercases to one of these), so a start-up that reads the locale pays no Unicode case mapping or string search.
    static func namesUTF8(_ locale: String) -> Bool {
        let bytes = locale.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        for start in bytes.indices where bytes[start...].starts(with: "utf".utf8) {
            let rest = bytes[(start + 3)...]
            let eight = rest.starts(with: "8".utf8) ? rest.startIndex : rest.starts(with: "-8".utf8) ? rest.startIndex + 1 : nil
            // A byte past 0x7F after the 8 starts a combining mark or another letter: `utf-8́` is not the name.
            if let eight, eight + 1 == bytes.endIndex || bytes[eight + 1] < 0x80 { return true }
        }
        return false
    }
}
