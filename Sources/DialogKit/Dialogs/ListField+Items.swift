extension ListField {
    /// A choose or multi field of `items`: `value` the item focused first (single), `selected` the values checked
    /// (multi).
    init(items: [Choose.Item], multiple: Bool, value: String, selected: [String]) {
        self.init(labels: items.map(\.label), values: items.map(\.value), multiple: multiple, value: value,
                  selected: selected)
    }

    /// A single's focused match's value ("" when nothing matches); a multi's checked values in the items' order.
    var value: Form.Value { multiple ? .list(checkedValues) : .text(focusedValue ?? "") }
}
