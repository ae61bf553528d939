import SplitModel

/// The rule list of the man page's RULES section, written from the rule catalog so the page and `help rules` cannot
/// drift apart; ManPageTests compares the page with it (and rewrites the page's list when recording).
public enum ManPageRules {
    /// The comment lines that open and close the generated list in man/splitnav.1.
    public static let begin = ".\\\" The rule list below is generated from the rule catalog; ManPageTests rewrites it."
    public static let end = ".\\\" End of the generated rule list."

    /// The mdoc lines between `begin` and `end`: one subsection per family, one tagged item per rule.
    public static func lines() -> [String] {
        var lines: [String] = []
        for family in RuleFamily.allCases {
            lines.append(".Ss \(family.rawValue): \(family.topic)")
            lines.append(".Bl -tag -width MODE-4c")
            for rule in RuleID.allCases where rule.family == family {
                lines.append(".It \(rule.rawValue)")
                lines.append(".Pq \(rule.evidence.rawValue)")
                lines.append(escaped(rule.summary))
            }
            lines.append(".El")
        }
        return lines
    }

    /// Text lines that roff would read as requests or escapes are made literal.
    static func escaped(_ text: String) -> String {
        let noBackslash = text.replacing("\\", with: "\\e")
        return noBackslash.hasPrefix(".") || noBackslash.hasPrefix("'") ? "\\&" + noBackslash : noBackslash
    }
}
