extension JSONDocument.PathStep {
  /// The steps written as a message names a field (`orders[2].fare`): keys joined by dots, each
  /// index in brackets. One spelling for the app's messages and for the tests that predict them.
  public static func text(_ steps: some Sequence<Self>) -> String {
    var text = ""
    for step in steps {
      switch step {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
