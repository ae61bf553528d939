// A stub of UIKit for type-checking the code `export uikit` writes (Tests/SplitShellTests/ExportCompileTests.swift builds
// it as a module named UIKit). It declares every property and method of UISplitViewController and of its delegate
// protocol UISplitViewControllerDelegate as Apple's documentation declares them, each with its page's address, so a
// misspelled name or a wrong argument label fails; the other UIKit types hold only what split-view code touches.
// Bodies are placeholders: nothing here runs.
//
// Declarations were checked against Apple's pages where the comment says "seen"; the rest follow the pages' known
// declarations and are marked "not seen" where this stub's author could not read the page to confirm them.
//
// Deviations Linux forces: Objective-C `optional` protocol requirements are requirements with default
// implementations in an extension (a delegate class still implements only what it wants), and Foundation's NSObject,
// NSCoder, Bundle and CGFloat stand for the Apple ones.
@_exported import Foundation

// MARK: - UIKit types split-view code touches (partial)

/// https://developer.apple.com/documentation/uikit/uiresponder (partial)
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem (partial)
@MainActor open class UIBarButtonItem: NSObject {}
@MainActor open class UINavigationItem: NSObject {
    open var leftBarButtonItem: UIBarButtonItem?
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection (partial)
@MainActor open class UITraitCollection: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection (seen)
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitoverrides (partial; not seen)
public struct UITraitOverrides {
    public init() {}
    /// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/layoutdirection (seen; iOS 17)
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller (partial)
@MainActor open class UIPresentationController: NSObject {}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller (partial)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/delegate
    open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uipopovercontroller (deprecated; only for the deprecated delegate methods)
@available(iOS, deprecated: 9.0)
@MainActor open class UIPopoverController: NSObject {}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum UIInterfaceOrientation: Int, @unchecked Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (partial)
public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate (partial)
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .automatic }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate (partial)
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller (partial)
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc (seen; iOS 17)
    open var traitOverrides = UITraitOverrides()
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { UINavigationItem() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    open func show(_ vc: UIViewController, sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller (partial)
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { viewControllers.last }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller (partial)
@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

// MARK: - UISplitViewController (complete)

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller (seen: `@MainActor class UISplitViewController`)
@MainActor open class UISplitViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:) (seen)
    public init(style: UISplitViewController.Style) { self.style = style; super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(nibname:bundle:) (seen)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(coder:) (seen)
    public required init?(coder: NSCoder) { style = .unspecified; super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property (not seen)
    open private(set) var style: UISplitViewController.Style
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate (not seen)
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showssecondaryonlybutton (not seen)
    open var showsSecondaryOnlyButton: Bool = false

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:) (seen)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:) (not seen)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:) (seen)
    open func hide(_ column: UISplitViewController.Column) {}
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:) (seen)
    open func show(_ column: UISplitViewController.Column) {}
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/isshowing(_:) (seen; iOS 26)
    @available(iOS 26.0, *)
    open func isShowing(_ column: UISplitViewController.Column) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers (not seen)
    open var viewControllers: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed (not seen)
    open var isCollapsed: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property (seen)
    open var displayMode: UISplitViewController.DisplayMode { .secondaryOnly }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode (seen)
    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymodebuttonitem (not seen)
    open var displayModeButtonItem: UIBarButtonItem { UIBarButtonItem() }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymodebuttonvisibility-swift.property (not seen)
    open var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility = .automatic
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsplitbehavior (seen)
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.property (not seen)
    open var splitBehavior: UISplitViewController.SplitBehavior { .tile }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/presentswithgesture (not seen)
    open var presentsWithGesture: Bool = true

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidthfraction (seen)
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidth (seen)
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/minimumprimarycolumnwidth (seen)
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximumprimarycolumnwidth (seen)
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/primarycolumnwidth (seen)
    open var primaryColumnWidth: CGFloat { 0 }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsupplementarycolumnwidthfraction (not seen)
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsupplementarycolumnwidth (not seen)
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/minimumsupplementarycolumnwidth (not seen)
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximumsupplementarycolumnwidth (not seen)
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/supplementarycolumnwidth (seen)
    open var supplementaryColumnWidth: CGFloat { 0 }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsecondarycolumnwidthfraction (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var preferredSecondaryColumnWidthFraction: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsecondarycolumnwidth (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var preferredSecondaryColumnWidth: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/minimumsecondarycolumnwidth (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var minimumSecondaryColumnWidth: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/secondarycolumnwidth (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var secondaryColumnWidth: CGFloat { 0 }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredinspectorcolumnwidthfraction (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var preferredInspectorColumnWidthFraction: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredinspectorcolumnwidth (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var preferredInspectorColumnWidth: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/minimuminspectorcolumnwidth (seen; iOS 26)
    @available(iOS 26.0, *)
    open var minimumInspectorColumnWidth: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximuminspectorcolumnwidth (seen; iOS 26)
    @available(iOS 26.0, *)
    open var maximumInspectorColumnWidth: CGFloat {
        get { UISplitViewController.automaticDimension }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/inspectorcolumnwidth (not seen; iOS 26)
    @available(iOS 26.0, *)
    open var inspectorColumnWidth: CGFloat { 0 }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/primaryedge-swift.property (not seen)
    open var primaryEdge: UISplitViewController.PrimaryEdge = .leading
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/primarybackgroundstyle (not seen)
    open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/automaticdimension (seen: `class let automaticDimension: CGFloat`)
    public class var automaticDimension: CGFloat { -1 }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum (not seen)
    public enum Style: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/unspecified
        case unspecified = 0
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
        case doubleColumn = 1
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
        case tripleColumn = 2
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column (seen)
    public enum Column: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary (seen)
        case primary = 0
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary (seen)
        case supplementary = 1
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary (seen)
        case secondary = 2
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact (seen)
        case compact = 3
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector (seen; iOS 26)
        @available(iOS 26.0, *)
        case inspector = 4
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum (seen)
    public enum DisplayMode: Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic (seen)
        case automatic = 0
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly
        case secondaryOnly = 1
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary
        case oneBesideSecondary = 2
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/oneoversecondary
        case oneOverSecondary = 3
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary
        case twoBesideSecondary = 4
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twooversecondary
        case twoOverSecondary = 5
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twodisplacesecondary
        case twoDisplaceSecondary = 6
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/primaryhidden (deprecated)
        @available(iOS, deprecated: 14.0, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/allvisible (deprecated)
        @available(iOS, deprecated: 14.0, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/primaryoverlay (deprecated)
        @available(iOS, deprecated: 14.0, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.enum (not seen)
    public enum SplitBehavior: Int, @unchecked Sendable {
        case automatic = 0, tile, overlay, displace
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/primaryedge-swift.enum (not seen)
    public enum PrimaryEdge: Int, @unchecked Sendable {
        case leading = 0, trailing
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/backgroundstyle (not seen)
    public enum BackgroundStyle: Int, @unchecked Sendable {
        case none = 0, sidebar
    }

    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymodebuttonvisibility-swift.enum (not seen)
    public enum DisplayModeButtonVisibility: Int, @unchecked Sendable {
        case automatic = 0, never, always
    }
}

/// What UIViewController adds for split views.
extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller (not seen)
    public var splitViewController: UISplitViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:) (seen)
    public func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/separatesecondaryviewcontroller(for:) (not seen)
    public func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailtargetdidchangenotification (not seen)
    public nonisolated static let showDetailTargetDidChangeNotification = NSNotification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
}

// MARK: - UISplitViewControllerDelegate (complete)

/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate (seen: `@MainActor protocol UISplitViewControllerDelegate`)
/// Every requirement is `optional` in UIKit; the extension below gives each a default so a delegate implements only
/// what it wants.
@MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willchangeto:) (not seen)
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willshow:) (not seen)
    func splitViewController(_ splitViewController: UISplitViewController, willShow column: UISplitViewController.Column)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:) (not seen)
    func splitViewController(_ splitViewController: UISplitViewController, willHide column: UISplitViewController.Column)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:) (seen; iOS 26)
    @available(iOS 26.0, *)
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didhide:) (seen through a binding of the same selector; iOS 26)
    @available(iOS 26.0, *)
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/targetdisplaymodeforaction(in:) (not seen)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:) (seen)
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:) (seen)
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:) (not seen)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:) (not seen)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerinteractivepresentationgesturewillbegin(_:) (not seen)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerinteractivepresentationgesturedidend(_:) (not seen)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:show:sender:) (not seen)
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:showdetail:sender:) (not seen)
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/primaryviewcontroller(forcollapsing:) (not seen)
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/primaryviewcontroller(forexpanding:) (not seen)
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:) (seen)
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:separatesecondaryfrom:) (not seen)
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollersupportedinterfaceorientations(_:) (not seen)
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerpreferredinterfaceorientationforpresentation(_:) (not seen)
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:with:for:) (deprecated in iOS 8; not seen)
    @available(iOS, deprecated: 8.0)
    func splitViewController(_ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem, for pc: UIPopoverController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willshow:invalidating:) (deprecated in iOS 8; not seen)
    @available(iOS, deprecated: 8.0)
    func splitViewController(_ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:popovercontroller:willpresent:) (deprecated in iOS 8; not seen)
    @available(iOS, deprecated: 8.0)
    func splitViewController(_ svc: UISplitViewController, popoverController pc: UIPopoverController, willPresent aViewController: UIViewController)
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:shouldhide:in:) (deprecated in iOS 8; not seen)
    @available(iOS, deprecated: 8.0)
    func splitViewController(_ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation) -> Bool
}

/// The defaults that stand for UIKit's "not implemented".
extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ splitViewController: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { .all }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation { .portrait }
    public func splitViewController(_ svc: UISplitViewController, willHide aViewController: UIViewController, with barButtonItem: UIBarButtonItem, for pc: UIPopoverController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow aViewController: UIViewController, invalidating barButtonItem: UIBarButtonItem) {}
    public func splitViewController(_ svc: UISplitViewController, popoverController pc: UIPopoverController, willPresent aViewController: UIViewController) {}
    public func splitViewController(_ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation) -> Bool { false }
}
