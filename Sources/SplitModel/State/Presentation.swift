/// How a controller was asked to be presented.
public enum PresentationRequest: String, Sendable, Hashable {
    /// `present NAME popover`: a popover that adapts in compact size classes (POP-1).
    case popover
    /// A modal presentation in the default style, `automatic`, which iOS 13 and later resolve to a page sheet for a
    /// plain controller (it leaves the split on screen): what a column-style split does with `show` sent to it
    /// (SN-9), and what a classic split does when nothing in it can show a controller (NAV-3a, NAV-4).
    case modal
}

/// The delegate's `adaptivePresentationStyle(for:traitCollection:)` answer: the only three UIKit accepts (POP-1).
public enum AdaptiveStyle: String, Sendable, Hashable, CaseIterable {
    /// Do not adapt: keep the popover.
    case none
    case fullScreen
    case overFullScreen
}

/// The style a presentation shows in now, named as UIKit's `UIModalPresentationStyle` cases.
public enum PresentationStyle: String, Sendable, Hashable {
    case popover
    /// The default modal style: a sheet over the split, which stays on screen underneath.
    case pageSheet
    /// A popover adapted in a compact size class (iOS 13 and later: it behaves like a form sheet).
    case formSheet
    case fullScreen
    case overFullScreen

    /// Whether the split's controllers leave the screen underneath (UIKit removes the presenter's views).
    var coversSplit: Bool { self == .fullScreen }
}

/// A controller presented over the split view controller, or over the controller presented below it in the chain.
public struct Presentation: Sendable, Hashable {
    /// The presented controller.
    public let controller: ViewController
    /// How it was asked to be presented.
    public let request: PresentationRequest
    /// The rule that put it there.
    public let rule: RuleID
}

extension SplitState {
    /// The controller the split itself presents, the bottom of the chain, or nil with nothing presented. Setting it
    /// replaces the whole chain.
    public internal(set) var presented: Presentation? {
        get { presentations.first }
        set { presentations = newValue.map { [$0] } ?? [] }
    }

    /// Every controller name the chain of presentations holds.
    public var presentedNames: [String] { presentations.flatMap(\.controller.names) }

    /// The style the presented controller shows in, or nil with nothing presented: a popover adapts as the size
    /// classes change, by the delegate's current answer (POP-1).
    public var presentationStyle: PresentationStyle? { presented.map { style(for: $0.request) } }

    /// Where in the chain the presentation holding a controller name sits, or nil when none holds it.
    public func presentationIndex(holding name: String) -> Int? {
        presentations.firstIndex { $0.controller.names.contains(name) }
    }

    /// The style a request shows in here: a popover only in a regular width and height; in a compact size class it
    /// adapts to a form sheet unless the delegate answers (POP-1). A modal keeps the default page sheet. A presented
    /// controller's own presentations adapt the same way, by the window's size classes (POP-2).
    public func style(for request: PresentationRequest) -> PresentationStyle {
        switch request {
        case .modal: return .pageSheet
        case .popover:
            guard popoverAdapts else { return .popover }
            switch delegate.adaptivePresentationStyle {
            case .none?: return .popover
            case .fullScreen?: return .fullScreen
            case .overFullScreen?: return .overFullScreen
            case nil: return .formSheet
            }
        }
    }

    /// Whether a popover adapts here: compact in either direction (POP-1).
    var popoverAdapts: Bool {
        window.horizontalSizeClass == .compact || window.verticalSizeClass == .compact
    }
}
