/// The edits of the App for a new domain that owns actions and state: in `AppAction.swift` its
/// case and the two `switch` lines; in `AppState.swift` its state field, its registration line in
/// `AppState.modules`, its `Change` case and its `check` and `apply` routes. Everything else the
/// app derives from the registration.
///
/// Each insertion goes next to the lines of the same kind (found by what they say), so the App
/// keeps a module's case, field, route and registration next to the others'.
enum AppCompositionEdit {
  static let actionFile = "Modules/Features/App/AppAction.swift"
  static let stateFile = "Modules/Features/App/AppState.swift"

  static func action(adding name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    let lower = name.lowerCamel
    var editor = LineEditor(file: actionFile, text: text)
    try editor.addImport(name.value)
    let enumLine = try editor.first("`public enum AppAction`") { $0.hasPrefix("public enum AppAction") }
    let enumEnd = try editor.closing("}", of: enumLine, "`enum AppAction`")
    editor.insert(
      ["  /// A \(name.value) domain action (`\(name.recordAction)`).", "  case \(lower)(\(name.action))"], at: enumEnd)
    for call in ["action.wireName", "action.write(to: &writer)"] {
      let last = try editor.last("a `case .…(let action): \(call)` line") {
        $0.trimmed.hasPrefix("case .") && $0.hasSuffix("(let action): \(call)")
      }
      editor.insert(["\(editor.lines[last].indentation)case .\(lower)(let action): \(call)"], at: last + 1)
    }
    return editor.text
  }

  static func state(adding name: ModuleName, to text: String) throws(ScaffoldError) -> String {
    let lower = name.lowerCamel
    var editor = LineEditor(file: stateFile, text: text)
    try editor.addImport(name.value)

    let field = try editor.last("a `public fileprivate(set) var` state field") {
      $0.hasPrefix("  public fileprivate(set) var ")
    }
    editor.insert(
      ["  /// The \(name.words()) entries.", "  public fileprivate(set) var \(lower) = \(name.state)()"], at: field + 1)

    let modules = try editor.first("`public static let modules`") { $0.contains("public static let modules:") }
    let modulesEnd = try editor.closing("  ]", of: modules, "`AppState.modules`")
    let registration = [
      "\"\(lower)\"", "\(name.action).self", "AppAction.\(lower)", "state: \\.\(lower)",
    ]
    editor.insert(
      fitting(
        ["    ModuleRegistration(\(registration.joined(separator: ", "))),"],
        else: ["    ModuleRegistration("] + PackageManifestEdit.wrapped(registration, indent: "      ", last: "),")),
      at: modulesEnd)

    let reducer = try editor.first("`extension AppState: Reducer`") { $0.hasPrefix("extension AppState: Reducer") }
    let change = try editor.first("`public enum Change`", from: reducer) { $0.contains("public enum Change") }
    let changeEnd = try editor.closing("  }", of: change, "`AppState.Change`")
    editor.insert(
      ["    /// The \(name.value) domain's change.", "    case \(lower)(\(name.state).Change)"], at: changeEnd)

    let check = try editor.first("`public static func check(_ action: AppAction`", from: reducer) {
      $0.contains("static func check(_ action: AppAction")
    }
    let checkEnd = try editor.endOfSwitch(from: check, "the `switch` in `check`")
    editor.insert(
      ["    case .\(lower)(let action):"]
        + fitting(
          ["      return .\(lower)(try \(name.state).check(action, in: state.\(lower)))"],
          else: ["      return .\(lower)(", "        try \(name.state).check(action, in: state.\(lower)))"]),
      at: checkEnd)

    let apply = try editor.first("`public static func apply(`", from: checkEnd) { $0.contains("static func apply(") }
    let applyEnd = try editor.endOfSwitch(from: apply, "the `switch` in `apply`")
    editor.insert(
      ["    case .\(lower)(let change):"]
        + fitting(
          ["      reduction.embed(AppAction.\(lower)) { \(name.state).apply(change, to: &state.\(lower), &$0) }"],
          else: [
            "      reduction.embed(AppAction.\(lower)) {",
            "        \(name.state).apply(change, to: &state.\(lower), &$0)",
            "      }",
          ]),
      at: applyEnd)
    return editor.text
  }

  /// `lines` when every one fits the format's line length, `wrapped` otherwise.
  static func fitting(_ lines: [String], else wrapped: [String]) -> [String] {
    lines.allSatisfy { $0.count <= PackageManifestEdit.maximumLineLength } ? lines : wrapped
  }
}
