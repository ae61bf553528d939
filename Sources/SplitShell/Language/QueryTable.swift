import SplitModel

/// One `get`/`expect` name: whether it takes a column, what it prints, and how it reads the state.
public struct QuerySpec: Sendable {
    /// How a name reads the state: alone, or for the column it takes.
    enum Read: Sendable {
        case plain(@Sendable (SplitState) throws(ShellError) -> String)
        case column(@Sendable (SplitState, Column) throws(ShellError) -> String)
        /// A name that takes one word of a set other than the columns (`button NAME`).
        case word(ValueSet, @Sendable (SplitState, String) throws(ShellError) -> String)
        /// A name that takes a view controller's name (`splitViewController Detail`); one with `alone` may also be read
        /// without it (`layoutEnvironment`, the split's own).
        case controller(alone: (@Sendable (SplitState) throws(ShellError) -> String)?, @Sendable (SplitState, String) throws(ShellError) -> String)
    }

    public let name: String
    public let kind: ValueKind
    let read: Read

    init(_ name: String, _ kind: ValueKind, _ read: @escaping @Sendable (SplitState) throws(ShellError) -> String) {
        self.name = name
        self.kind = kind
        self.read = .plain(read)
    }

    init(_ name: String, column: Column.Type, _ kind: ValueKind, _ read: @escaping @Sendable (SplitState, Column) throws(ShellError) -> String) {
        self.name = name
        self.kind = kind
        self.read = .column(read)
    }

    init(_ name: String, word set: ValueSet, _ kind: ValueKind, _ read: @escaping @Sendable (SplitState, String) throws(ShellError) -> String) {
        self.name = name
        self.kind = kind
        self.read = .word(set, read)
    }

    init(_ name: String, controller kind: ValueKind, alone: (@Sendable (SplitState) throws(ShellError) -> String)? = nil,
         _ read: @escaping @Sendable (SplitState, String) throws(ShellError) -> String) {
        self.name = name
        self.kind = kind
        self.read = .controller(alone: alone, read)
    }

    /// Whether the name's argument is a view controller's name.
    public var takesControllerName: Bool {
        if case .controller = read { return true }
        return false
    }

    /// Whether the name reads a value with no argument (`get` and the state's JSON can read it alone).
    public var readsAlone: Bool {
        switch read {
        case .plain: true
        case .column, .word: false
        case .controller(let alone, _): alone != nil
        }
    }

    public var takesColumn: Bool {
        if case .column = read { return true }
        return false
    }

    /// The words the name's argument takes (the columns, or another set), or nil for a name that takes none.
    public var argumentSet: ValueSet? {
        switch read {
        case .plain: nil
        case .column: .column
        case .word(let set, _): set
        case .controller: nil
        }
    }

    /// How usage shows the argument: ` COLUMN`, ` BUTTON`, ` NAME`, ` [NAME]`, or nothing.
    var argumentUsage: String {
        switch read {
        case .plain: ""
        case .column: " COLUMN"
        case .word(let set, _): " " + set.label.uppercased()
        case .controller(let alone, _): alone == nil ? " NAME" : " [NAME]"
        }
    }

    /// The value as `get` prints it; `column` (or `argument`) is given exactly when the name takes one.
    public func value(in state: SplitState, column: Column?, argument: String? = nil) throws(ShellError) -> String {
        switch (read, column, argument) {
        case (.plain(let read), _, _): return try read(state)
        case (.column(let read), let column?, _): return try read(state, column)
        case (.column, nil, _): preconditionFailure("\(name) takes a column")
        case (.word(_, let read), _, let argument?): return try read(state, argument)
        case (.word, _, nil): preconditionFailure("\(name) takes an argument")
        case (.controller(_, let read), _, let argument?): return try read(state, argument)
        case (.controller(let alone?, _), _, nil): return try alone(state)
        case (.controller(nil, _), _, nil): preconditionFailure("\(name) takes a view controller's name")
        }
    }
}

/// The names `get` and `expect` know (commands.md §2, "get/expect names"), in the order `help get` lists them.
public enum QueryTable {
    public static let all: [QuerySpec] = window + controller + columns + navigation + properties + layoutDirection

    public static let names = ValueSet("property", placeholder: "NAME", values: all.map(\.name), helpTopic: "get")

    /// What each name prints, for the `expect` command's VALUE slot.
    static let kinds = DependentKind(.queries)

    /// The spec of a name, or nil for a word that names none (the names have no aliases). Only the part of the table
    /// the name belongs to is built, so reading one value does not build every name's closures and value sets.
    public static func spec(named name: String) -> QuerySpec? {
        part(naming: name)?.first { $0.name == name }
    }

    /// The spec of a name `names` accepted.
    public static func spec(_ name: String) -> QuerySpec {
        guard let spec = spec(named: name) else { preconditionFailure("unknown query \(name)") }
        return spec
    }

    /// Which part of `all` declares a name: a switch on the word, so finding it hashes nothing and builds one part.
    /// A test checks it against `all`.
    static func part(naming name: String) -> [QuerySpec]? {
        switch name {
        case "width", "height", "device", "orientation", "pane", "horizontalSizeClass", "verticalSizeClass", "sizeClass", "os":
            window
        case "style", "isCollapsed", "displayMode", "preferredDisplayMode", "splitBehavior", "preferredSplitBehavior", "topColumn",
             "layoutEnvironment", "splitViewController":
            controller
        case "frame", "rect", "safeArea", "isShowing", "visibleColumns", "buttons", "button": columns
        case "viewController", "viewControllers", "stack", "showViewControllerPushes", "showDetailViewControllerPushes", "presented":
            navigation
        case "presentsWithGesture", "showsSecondaryOnlyButton", "displayModeButtonVisibility", "primaryEdge", "primaryBackgroundStyle":
            properties
        case "layoutDirection": layoutDirection
        // The width properties UIKit declares (preferred..., minimum..., maximum...), then the widths the layout gives.
        case _ where name.hasPrefix("preferred") || name.hasPrefix("minimum") || name.hasPrefix("maximum"): properties
        case _ where name.hasSuffix("ColumnWidth"): columns
        default: nil
        }
    }

    /// Reads a query from a state, as `get` prints it.
    public static func value(of query: Query, in state: SplitState) throws(ShellError) -> String {
        try spec(query.name).value(in: state, column: query.column, argument: query.argument)
    }

    /// `help get` lines: each name with its value.
    static var helpLines: [String] {
        all.map { "\($0.name)\($0.argumentUsage): \($0.kind.usage)" }
    }

    static let window: [QuerySpec] = [
        QuerySpec("width", .number) { s in NumberFormat.format(s.window.width) },
        QuerySpec("height", .number) { s in NumberFormat.format(s.window.height) },
        QuerySpec("device", .device) { s in s.window.device?.name ?? "none" },
        QuerySpec("orientation", .choice(.orientation)) { s in s.window.orientation.rawValue },
        QuerySpec("pane", .choice(.paneOrNone)) { s in pane(of: s.window) },
        QuerySpec("horizontalSizeClass", .choice(.sizeClass)) { s in s.window.horizontalSizeClass.rawValue },
        QuerySpec("verticalSizeClass", .choice(.sizeClass)) { s in s.window.verticalSizeClass.rawValue },
        QuerySpec("sizeClass", .choice(.sizeClassOverride)) { s in s.window.sizeClassOverride.rawValue },
        QuerySpec("os", .choice(.ruleSet)) { s in String(s.ruleSet.rawValue) },
    ]

    static let controller: [QuerySpec] = [
        QuerySpec("style", .choice(.style)) { s in s.style.rawValue },
        QuerySpec("isCollapsed", .boolean) { s in word(s.isCollapsed) },
        QuerySpec("displayMode", .choice(.displayMode)) { s in s.displayMode.rawValue },
        QuerySpec("preferredDisplayMode", .choice(.displayMode)) { s in s.properties.preferredDisplayMode.rawValue },
        QuerySpec("splitBehavior", .choice(.splitBehavior)) { s throws(ShellError) in try engine { () throws(SplitError) in try s.readSplitBehavior().rawValue } },
        QuerySpec("preferredSplitBehavior", .choice(.splitBehavior)) { s throws(ShellError) in
            try engine { () throws(SplitError) in try s.readPreferredSplitBehavior().rawValue }
        },
        QuerySpec("topColumn", .choice(ValueSet("column", values: Column.allCases.map(\.rawValue) + ["none"]))) { s in
            s.topColumn?.rawValue ?? "none"
        },
        QuerySpec("layoutEnvironment", controller: .choice(.layoutEnvironment),
                  alone: { s throws(ShellError) in try engine { () throws(SplitError) in try s.readLayoutEnvironment() } }) { s, name throws(ShellError) in
            try engine { () throws(SplitError) in try s.readLayoutEnvironment(of: name) }
        },
        QuerySpec("splitViewController", controller: .choice(.splitOrNone)) { s, name throws(ShellError) in
            try engine { () throws(SplitError) in try s.readSplitViewController(of: name) } ? "split" : "none"
        },
    ]

    static let columns: [QuerySpec] = [Column.primary, .supplementary, .secondary, .inspector].map { column in
        QuerySpec("\(column.rawValue)ColumnWidth", .number) { s throws(ShellError) in
            NumberFormat.format(try engine { () throws(SplitError) in try s.readColumnWidth(column) })
        }
    } + [
        QuerySpec("frame", column: Column.self, .frame) { s, c throws(ShellError) in
            let frame = try engine { () throws(SplitError) in try s.readFrame(c) }
            return "\(NumberFormat.format(frame.x)) \(NumberFormat.format(frame.width))"
        },
        QuerySpec("rect", column: Column.self, .rect) { s, c throws(ShellError) in
            let rect = try engine { () throws(SplitError) in try s.readRect(c) }
            return [rect.x, rect.y, rect.width, rect.height].map(NumberFormat.format).joined(separator: " ")
        },
        QuerySpec("safeArea", column: Column.self, .insets) { s, c throws(ShellError) in
            let insets = try engine { () throws(SplitError) in try s.readSafeArea(c) }
            return [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.format).joined(separator: " ")
        },
        QuerySpec("isShowing", column: Column.self, .boolean) { s, c throws(ShellError) in
            word(try engine { () throws(SplitError) in try s.readIsShowing(c) })
        },
        QuerySpec("visibleColumns", .list(.column)) { s in list(s.layout.visibleColumns.map(\.rawValue)) },
        QuerySpec("buttons", .list(.buttonKind)) { s in list(s.layout.buttons.map(\.kind.rawValue)) },
        QuerySpec("button", word: .buttonKind, .button) { s, name in ButtonText.value(of: name, in: s) },
    ]

    static let navigation: [QuerySpec] = [
        QuerySpec("viewController", column: Column.self, .controller) { s, c in s.viewController(for: c)?.notation ?? "nil" },
        QuerySpec("viewControllers", .controllers) { s in list(s.viewControllers.map(\.notation)) },
        QuerySpec("stack", column: Column.self, .names) { s, c in list(s.stack(of: c)) },
        QuerySpec("showViewControllerPushes", .boolean) { s in word(s.showViewControllerPushes) },
        QuerySpec("showDetailViewControllerPushes", .boolean) { s in word(s.showDetailViewControllerPushes) },
        QuerySpec("presented", .presentation) { s in presentedText(s) },
    ]

    static let properties: [QuerySpec] = [
        QuerySpec("presentsWithGesture", .boolean) { s in word(s.properties.presentsWithGesture) },
        QuerySpec("showsSecondaryOnlyButton", .boolean) { s in word(s.properties.showsSecondaryOnlyButton) },
        QuerySpec("displayModeButtonVisibility", .choice(.buttonVisibility)) { s in s.properties.displayModeButtonVisibility.rawValue },
        QuerySpec("primaryEdge", .choice(.primaryEdge)) { s in s.properties.primaryEdge.rawValue },
        QuerySpec("primaryBackgroundStyle", .choice(.backgroundStyle)) { s throws(ShellError) in
            try engine { () throws(SplitError) in try s.readPrimaryBackgroundStyle().rawValue }
        },
    ] + WidthProperty.all.map { property in
        QuerySpec(property.uikitName, .width) { s throws(ShellError) in
            width(try engine { () throws(SplitError) in try s.readWidthProperty(property) })
        }
    }

    /// Runs an engine getter, its refusal becoming the shell's error.
    static func engine<Value>(_ read: () throws(SplitError) -> Value) throws(ShellError) -> Value {
        do throws(SplitError) { return try read() } catch { throw .engine(error) }
    }

    /// The multitasking pane of an iPad preset; `none` for a phone or a free window, which have no panes.
    static func pane(of window: Window) -> String {
        window.device?.idiom == .pad ? window.pane.rawValue : "none"
    }

    static func word(_ value: Bool) -> String { value ? "true" : "false" }

    static func width(_ value: WidthValue) -> String {
        switch value {
        case .automatic: "automatic"
        case .value(let number): NumberFormat.format(number)
        }
    }

    static func list(_ words: [String]) -> String { words.isEmpty ? "none" : words.joined(separator: " ") }

    /// The chain of presentations as `get presented` prints it: `NAME STYLE` pairs, bottom first, separated by `, `
    /// (`Pop popover, Item pageSheet`), or `none`.
    static func presentedText(_ state: SplitState) -> String {
        guard !state.presentations.isEmpty else { return "none" }
        return state.presentations.map { "\($0.controller.notation) \(state.style(for: $0.request).rawValue)" }.joined(separator: ", ")
    }
}

extension ValueSet {
    /// What `get splitViewController NAME` reads: the controller's nearest ancestor split, or none (NAV-9b).
    static let splitOrNone = ValueSet("split view controller", values: ["split", "none"])
}
