/// A view controller as splitnav models it: a named plain controller, a navigation controller or a tab bar controller.
public enum ViewController: Sendable, Hashable {
    /// A plain view controller with a unique name.
    case plain(String)
    /// A navigation controller and its stack, bottom first.
    case navigation([ViewController])
    /// A tab bar controller and its tabs, in order.
    case tabBar([ViewController])

    /// Every plain controller's name inside this one, depth first.
    public var names: [String] {
        if case .plain(let name) = self { return [name] }
        var names: [String] = []
        appendNames(to: &names)
        return names
    }

    /// Adds `names` to an array in place, so nested containers make no array of their own.
    func appendNames(to names: inout [String]) {
        switch self {
        case .plain(let name): names.append(name)
        case .navigation(let children), .tabBar(let children): for child in children { child.appendNames(to: &names) }
        }
    }

    /// How many plain controllers this one holds, itself included when plain; counts without collecting names.
    var nameCount: Int {
        switch self {
        case .plain: 1
        case .navigation(let children), .tabBar(let children): children.reduce(0) { $0 + $1.nameCount }
        }
    }

    /// Whether a plain controller of this name is this one or inside it; searches without collecting names.
    func holds(_ name: String) -> Bool {
        switch self {
        case .plain(let own): own == name
        case .navigation(let children), .tabBar(let children): children.contains { $0.holds(name) }
        }
    }

    /// Whether this is a tab bar controller.
    public var isTabBar: Bool {
        if case .tabBar = self { return true }
        return false
    }

    /// The controller whose view is on screen: the top of a navigation stack, the first tab, or the controller itself.
    public var visibleLeaf: String? {
        switch self {
        case .plain(let name): name
        case .navigation(let children): children.last?.visibleLeaf
        case .tabBar(let children): children.first?.visibleLeaf
        }
    }

    /// The names you would walk back through, bottom first, flattened (`List Detail`).
    public var flattenedStack: [String] {
        if case .plain(let name) = self { return [name] }
        var names: [String] = []
        appendFlattenedStack(to: &names)
        return names
    }

    /// Adds `flattenedStack` to an array in place, so nested containers make no array of their own.
    func appendFlattenedStack(to names: inout [String]) {
        switch self {
        case .plain(let name): names.append(name)
        case .navigation(let children): for child in children { child.appendFlattenedStack(to: &names) }
        case .tabBar(let children): children.first?.appendFlattenedStack(to: &names)
        }
    }

    /// The notation commands.md uses: `Inbox`, `nav[Inbox,Message]`, `tab[nav[Photos]|Albums]`.
    public var notation: String {
        switch self {
        case .plain(let name): name
        case .navigation(let children): "nav[" + children.map(\.notation).joined(separator: ",") + "]"
        case .tabBar(let children): "tab[" + children.map(\.notation).joined(separator: "|") + "]"
        }
    }
}
