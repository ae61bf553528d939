// A stub of SwiftUI for type-checking the code `export swiftui` writes (Tests/SplitShellTests/ExportCompileTests.swift
// builds it as a module named SwiftUI). It declares NavigationSplitView's initializers and the modifiers and types
// that configure it as Apple's documentation declares them, each with its page's address; the rest of SwiftUI holds
// only what the exported code needs (View, ViewBuilder, Text, State, Binding, NavigationStack, TabView). Bodies are
// placeholders: nothing here runs, nothing is drawn.
//
// Declarations were checked against Apple's pages where the comment says "seen"; the rest follow the pages' known
// declarations and are marked "not seen".
@_exported import Foundation

// MARK: - What any SwiftUI code needs (partial)

/// https://developer.apple.com/documentation/swiftui/view (partial)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder (partial)
@resultBuilder @MainActor public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T
    nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text (partial)
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding (partial)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/state (partial)
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/navigationpath (partial)
public struct NavigationPath {
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/navigationstack (partial)
public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tabview (partial)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind (partial)
public struct ToolbarDefaultItemKind: Sendable {
    /// https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind/sidebartoggle
    public static let sidebarToggle = ToolbarDefaultItemKind()
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(removing:)
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection (not seen)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues (partial)
public struct EnvironmentValues {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection (not seen)
    public var layoutDirection: LayoutDirection = .leftToRight
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:) (not seen)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
}

// MARK: - NavigationSplitView (complete)

/// https://developer.apple.com/documentation/swiftui/navigationsplitview (not seen)
/// The initializers' pages now mark the column closures `@ContentBuilder`; this stub's ViewBuilder stands in for it.
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:) (not seen)
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:) (seen)
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:) (seen)
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:) (seen)
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:content:detail:) (not seen; iOS 17)
    nonisolated public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:) (seen; iOS 17)
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:) (seen; iOS 17)
    nonisolated public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:) (seen; iOS 17)
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}

    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility (seen)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let value: Int
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 0) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 1) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 2) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(value: 3) }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn (seen; iOS 17)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let value: Int
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(value: 0) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(value: 1) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(value: 2) }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle (not seen)
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyleconfiguration
public struct NavigationSplitViewStyleConfiguration {}

/// https://developer.apple.com/documentation/swiftui/automaticnavigationsplitviewstyle
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// https://developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// https://developer.apple.com/documentation/swiftui/prominentdetailnavigationsplitviewstyle
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/automatic
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/balanced
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/prominentdetail
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationsplitviewstyle(_:) (not seen)
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(_:) (seen)
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(min:ideal:max:) (seen)
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:) (not seen; iOS 17)
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(_:) (seen; iOS 17)
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:) (seen; iOS 17)
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
