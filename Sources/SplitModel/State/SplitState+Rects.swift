/// The vertical geometry readings: `rect COLUMN` and `safeArea COLUMN` (WID-10, WID-11, ENV-9).
extension SplitState {
    /// A column's full rectangle: x and width as `frame` reads them, y and height from WID-10.
    public func readRect(_ column: Column) throws(SplitError) -> ColumnRect {
        try checkColumnAPI(column, api: "rect(\(column.rawValue))")
        return VerticalGeometry(state: self).rect(column)
    }

    /// A column's safe-area insets (WID-11).
    public func readSafeArea(_ column: Column) throws(SplitError) -> SafeAreaInsets {
        try checkColumnAPI(column, api: "safeArea(\(column.rawValue))")
        return VerticalGeometry(state: self).safeArea(column)
    }

    /// The rules behind a column's rectangle (`explain rect COLUMN`).
    public func rectTraces(_ column: Column) -> [Trace] {
        VerticalGeometry(state: self).rectTraces(column)
    }

    /// The rules behind a column's safe area (`explain safeArea COLUMN`).
    public func safeAreaTraces(_ column: Column) -> [Trace] {
        VerticalGeometry(state: self).safeAreaTraces(column)
    }
}
