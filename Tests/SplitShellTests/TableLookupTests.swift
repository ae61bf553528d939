import SplitModel
import Testing
@testable import SplitShell

/// The look-ups that build only part of a table agree with the whole table.
struct TableLookupTests {
    /// Each width property's name spells its column as Unicode upper-casing does, and its setter is `set` and the
    /// name with its first letter upper case, a command the table knows.
    @Test(arguments: WidthProperty.all)
    func widthSettersAreNamedAfterTheirProperties(_ property: WidthProperty) {
        let column = property.column.rawValue
        #expect(property.uikitName.contains(column.prefix(1).uppercased() + column.dropFirst() + "Column"))
        let name = CommandTable.setterName(of: property.uikitName)
        #expect(name == "set" + property.uikitName.prefix(1).uppercased() + property.uikitName.dropFirst())
        #expect(CommandTable.spec(named: name)?.name == name)
    }

    @Test func everyQueryNameFindsItsOwnSpecInThePartThatDeclaresIt() {
        let names = QueryTable.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(QueryTable.names.values == names)
        for spec in QueryTable.all {
            #expect(QueryTable.spec(named: spec.name)?.name == spec.name, "\(spec.name)")
            #expect(QueryTable.part(naming: spec.name)?.contains { $0.name == spec.name } == true, "\(spec.name)")
        }
    }

    @Test(arguments: ["", "nonsense", "DisplayMode", "displayMod", "preferredNonsense", "fooColumnWidth", "minimumSecondaryColumnWidthFraction"])
    func aWordThatNamesNoQueryFindsNone(_ word: String) {
        #expect(QueryTable.spec(named: word) == nil)
        #expect(!QueryTable.names.values.contains(word))
    }

    @Test func theQueryKindsAreTheKindsGetPrints() {
        #expect(QueryTable.kinds.keys == QueryTable.names)
        #expect(QueryTable.kinds.alsoAccepted.isEmpty)
        for spec in QueryTable.all { #expect(QueryTable.kinds.kind(after: spec.name) == spec.kind, "\(spec.name)") }
        #expect(QueryTable.kinds.kind(after: "nonsense") == nil)
        #expect(QueryTable.kinds != DelegateTable.answers)
    }

    @Test func theDelegateKindsAreTheKindsEachMethodAnswers() {
        #expect(DelegateTable.answers.keys == DelegateTable.methods)
        #expect(DelegateTable.answers.alsoAccepted == ["default"])
        for method in DelegateTable.all {
            #expect(DelegateTable.method(named: method.name)?.name == method.name)
            #expect(DelegateTable.answers.kind(after: method.name) == method.kind, "\(method.name)")
        }
        #expect(DelegateTable.answers.kind(after: "nonsense") == nil)
    }

    @Test func everyOptionSpellingFindsItsOwnOptionAndNoneIsClaimedTwice() {
        let spellings = OptionTable.allNames
        #expect(Set(spellings).count == spellings.count)
        for option in OptionTable.all where option.isOption {
            for name in option.names { #expect(OptionTable.option(named: name)?.name == option.name, "\(name)") }
        }
        #expect(OptionTable.option(named: "SCRIPT...") == nil)
        #expect(OptionTable.option(named: "--Quiet") == nil)
        #expect(OptionTable.option(named: "") == nil)
    }

    @Test(arguments: [("C.UTF-8", true), ("en_US.utf8", true), ("x.Utf-8@euro", true), ("UTF8", true), ("utf-8", true),
                      ("utf", false), ("utf-", false), ("utf-9", false), ("ut-f8", false), ("de_DE.ISO-8859-1", false), ("", false),
                      ("C.U\u{0307}TF-8", false), ("\u{212A}.UTF-8", true), ("C.UTF-8\u{0301}", false), ("C.UTF-8@euro", true)])
    func aLocaleNamesUTF8WhateverItsCase(_ locale: String, _ expected: Bool) {
        #expect(PictureSettings.namesUTF8(locale) == expected)
    }
}
