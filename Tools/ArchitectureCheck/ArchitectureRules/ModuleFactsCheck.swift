import AppComposer
import Foundation

/// Checks what each `module.json` names against its module's own Swift text, before the build:
/// the action type, the state type and its part's name, the events it reacts to (in their
/// publisher), a wire action type the facts forgot, and an action name outside its `prefixes`. Each problem names the file, the key and
/// the nearest name that exists.
///
/// Without it a misspelt type passes the tools and fails in the App's generated file under
/// `.build`, and a module without `actions` silently loses its actions from the App.
public enum ModuleFactsCheck {
  /// The problems of `modules` against the sources of their targets, one sentence each.
  public static func problems(_ modules: [ComposedModule], sources: [SourceFile]) -> [String] {
    var declared: [String: Set<String>] = [:]
    var texts: [String: [SourceFile]] = [:]
    for file in sources {
      declared[file.target, default: []].formUnion(SwiftSource.declaredTypes(in: file.text))
      texts[file.target, default: []].append(file)
    }
    var problems: [String] = []
    for module in modules {
      let own = declared[module.name] ?? []
      func missing(_ key: String, _ type: String, in types: Set<String>, of owner: String) {
        guard !types.contains(type) else { return }
        let hint = SwiftSource.nearest(type, in: types).map { "; did you mean \($0)?" } ?? ""
        problems.append("\(module.file): '\(key)' names \(type), which \(owner) does not declare\(hint)")
      }
      if let actions = module.actions { missing("actions", actions, in: own, of: module.name) }
      if let state = module.state {
        missing("state.type", state.type, in: own, of: module.name)
        let parts = (texts[module.name] ?? []).compactMap { partName(in: $0.text) }
        if let part = parts.first, part != state.field {
          problems.append(
            "\(module.file): 'state.field' is \(state.field), but its state's part is named \(part) (partName); "
              + "they must be one name")
        }
      }
      for reaction in module.reactions {
        for event in reaction.events {
          missing(
            "reactsTo.\(reaction.publisher)", event, in: declared[reaction.publisher] ?? [], of: reaction.publisher)
        }
      }
      for file in texts[module.name] ?? [] {
        for name in wireNames(in: file.text) where !module.owns(name) {
          let owner = modules.first { $0.owns(name) }.map { ", which is \($0.name)'s (\($0.file))" } ?? ""
          problems.append(
            "\(file.path): the action \(name) is outside \(module.name)'s 'prefixes' \(module.prefixes) in "
              + "\(module.file)\(owner)")
        }
      }
      if module.actions == nil {
        for file in texts[module.name] ?? [] {
          guard let type = SwiftSource.wireActionType(in: file.text) else { continue }
          problems.append(
            "\(module.file): \(file.path) makes \(type) a wire action, but 'actions' is missing, so the App "
              + "would drop its actions: add \"actions\": \"\(type)\"")
        }
      }
    }
    return problems
  }

  /// The wire names of the actions `text` declares decoders for (`WireDecoder("box.rename", …`).
  static func wireNames(in text: String) -> [String] {
    text.components(separatedBy: "WireDecoder(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  /// The `partName` a stored state declares (`static let partName = "boxes"`), if `text` has one.
  static func partName(in text: String) -> String? {
    guard let range = text.range(of: "static let partName = \"") else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
  }
}
