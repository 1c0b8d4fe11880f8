import Foundation

/// An existing domain or feature as its `module.json` describes it: what a new feature needs to
/// mediate a domain (its state type and field) and what a new module's names must not repeat (its
/// App case, its action and state types, its field).
///
/// The App's composition reads the same files at build time (`Tools/ComposeApp/AppComposer/ModuleFile.swift`);
/// this reads only the keys the scaffold needs.
public struct ModuleFacts: Equatable, Sendable {
  /// The module's name (`Order`).
  public let name: String
  /// Whether it is a domain (`Modules/Domains/<Name>`) rather than a feature.
  public let isDomain: Bool
  /// Its action type, if it has one (`BoxAction`).
  public let actions: String?
  /// The type of the state it owns, if any (`OrdersState`).
  public let stateType: String?
  /// The App's field for that state, also its part (`orders`).
  public let field: String?
  /// The wire names it owns (`trip.`, `items.didLoad`), as its `module.json`'s `prefixes` say.
  public var prefixes: [String] = []

  /// The folder holding every domain's `module.json`.
  static let domains = "Modules/Domains/"
  /// The folder holding every feature's `module.json`.
  static let features = "Modules/Features/"

  /// The module whose `module.json` is at `path` with `text`, or nil if `path` is not a domain's or
  /// a feature's `module.json` or the text is not a JSON object.
  static func read(path: String, text: String) -> ModuleFacts? {
    let isDomain = path.hasPrefix(domains)
    guard isDomain || path.hasPrefix(features), path.hasSuffix("/module.json") else { return nil }
    let name = path.dropFirst(isDomain ? domains.count : features.count).dropLast("/module.json".count)
    guard !name.isEmpty, !name.contains("/"),
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else { return nil }
    let state = object["state"] as? [String: Any]
    var facts = ModuleFacts(
      name: String(name), isDomain: isDomain, actions: object["actions"] as? String,
      stateType: state?["type"] as? String, field: state?["field"] as? String)
    facts.prefixes = object["prefixes"] as? [String] ?? []
    return facts
  }

  /// Whether it owns a wire name in the namespace `namespace.` (`trip.` owns `trip.complete`, and
  /// so does the whole name `trip.complete`).
  public func ownsNames(in namespace: String) -> Bool {
    prefixes.contains { $0.hasPrefix(namespace + ".") }
  }

  /// Its name in the App's cases and registrations (`takeOrder`).
  var caseName: String { name.prefix(1).lowercased() + name.dropFirst() }
}
