import SplitModel

/// The wording of the engine's notes: `note: … (RULE-ID)`.
enum NoteText {
    static func line(_ note: Note) -> String {
        "note: \(text(note.reason)) (\(note.rule.rawValue))"
    }

    static func text(_ reason: NoteReason) -> String {
        switch reason {
        case .hidingSecondary: "hiding the secondary column does nothing"
        case .hidePrimaryWhileCollapsed: "hide primary does nothing while collapsed"
        case .columnAlreadyShown(let column): "the \(column.rawValue) column is already shown"
        case .columnAlreadyHidden(let column): "the \(column.rawValue) column is already hidden"
        case .classicIgnoresColumnAPI(let api): "the classic style accepts \(api) and ignores it"
        case .noSupplementaryInDoubleColumn: "doubleColumn has no supplementary column; ignored"
        case .compactColumnShowing: "the compact column is showing, so the collapsed stack stays as it is"
        case .secondaryWidthHasNoEffect(let property): "\(property) is stored but has no measured effect on the layout"
        case .unchanged: "nothing changed"
        case .becameFreeWindow: "the iPhone preset is now a free window under iPad rules"
        case .sweptAsFreeWindow: "each size sampled turns the iPhone preset into a free window under iPad rules, as width and height do"
        case .nothingToPop(let column):
            "\(column.map { "the \($0.rawValue) column's" } ?? "the") navigation stack holds only its root: popViewController returns nil; nothing changes"
        case .alreadyPresenting(let name): "\(name) is already presented: UIKit logs a warning and presents nothing"
        case .nothingPresented: "nothing is presented; dismiss does nothing"
        case .delegateHandled(let method): "the delegate's \(method) answer (true) handled it; the split does nothing itself"
        case .alreadyShown(let name): "\(name) is already shown there; nothing changes"
        case .noNavigationControllerToPushOnto(let column): "the \(column.rawValue) column has no controller to push onto; nothing changes"
        case .columnStylePlacesButton:
            "a column-style split places its display-mode button itself; placeDisplayModeButtonItem is for the classic style"
        case .orientationUnsupported(let requested, let shown):
            "the delegate's supportedInterfaceOrientations leaves out \(requested.rawValue): the interface shows in \(shown.rawValue)"
        case .presentedInOrientation(let orientation):
            "presented in \(orientation.rawValue), as the delegate's orientation answers ask"
        case .halfPaneBecameTwoThirds: "portrait has no half pane: the app stays beside the other in the two-thirds pane"
        }
    }
}
