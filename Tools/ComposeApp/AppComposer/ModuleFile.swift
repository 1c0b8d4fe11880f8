import Foundation
import JSON

/// Reads a module's `module.json`: the few facts about a module that the App's composition needs
/// and the package graph cannot say.
///
/// ```json
/// { "actions": "BoxAction", "prefixes": ["box."], "state": { "type": "BoxesState", "field": "boxes" } }
/// ```
///
/// The keys: `actions` (its wire action type) with `prefixes` (the wire names it owns: `box.` every
/// name under it, `items.didLoad` one name), `state` (the state it owns and its field in `AppState`,
/// which is also its part's name), `checksRestored` (its state has a rule across parts, checked
/// when a snapshot is restored), `reactsTo` (other modules' events it reacts to, by publisher:
/// `{"TakeOrder": ["TripCompleted"]}`), `reads` (mediated domains its `apply` only reads, handed
/// to it as values). A domain must own a state, and a module with actions must
/// say which names it owns. An unknown key,
/// a wrong kind of value or a name that is not a Swift identifier is refused with the file and the
/// key named, and so is a key given twice: a typo must not drop a module silently.
public enum ModuleFile {
  /// Why a `module.json` cannot be used.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the file and the key.
    public let description: String
  }

  /// The module `name` of `kind`, mediating `mediates`, as its `module.json` text describes it.
  public static func read(
    _ text: Data, name: String, kind: ComposedModule.Kind, mediates: [String] = [], file: String
  ) throws(Problem) -> ComposedModule {
    do {
      // The project's own parser first: it refuses a key given twice, which JSONDecoder would
      // silently resolve to one of the two.
      _ = try text.withUnsafeBytes { (bytes) throws(JSONParseError) in try JSONDocument.parse(bytes) }
    } catch {
      throw Problem(description: "\(file): not valid JSON: \(error)")
    }
    let facts: Facts
    do {
      facts = try JSONDecoder().decode(Facts.self, from: text)
    } catch let problem as Problem {
      throw Problem(description: "\(file): \(problem.description)")
    } catch {
      throw Problem(description: "\(file): \(reason(error))")
    }
    if kind == .domain && facts.state == nil {
      throw Problem(description: "\(file): a domain owns its state: give 'state' its type and field")
    }
    if facts.checksRestored && facts.state == nil {
      throw Problem(description: "\(file): 'checksRestored' needs a state of the module's own")
    }
    if facts.actions != nil && facts.prefixes.isEmpty {
      throw Problem(
        description: "\(file): a module with actions owns the wire names it uses: give 'prefixes' "
          + "(\"\(lowerFirst(name)).\" for every name under it, or whole names such as \"\(lowerFirst(name)).didTap\")")
    }
    if facts.actions == nil && !facts.reactions.isEmpty {
      throw Problem(description: "\(file): 'reactsTo' needs 'actions': a reaction is an action of the module's own")
    }
    if kind == .domain && !facts.reactions.isEmpty {
      throw Problem(
        description: "\(file): a domain imports no other module, so it cannot react to one; "
          + "a feature of the team's (a policy) reacts and changes the domain")
    }
    let publishers = Set(facts.reactions.map(\.publisher))
    let mediated = mediates.filter { !publishers.contains($0) }
    for read in facts.reads where !mediated.contains(read) {
      throw Problem(
        description: "\(file): 'reads' names \(read), which is not a domain it mediates "
          + "(\(mediated.isEmpty ? "none" : mediated.joined(separator: ", ")))")
    }
    return ComposedModule(
      name: name, kind: kind, actions: facts.actions, state: facts.state,
      mediates: mediated, checksRestored: facts.checksRestored,
      prefixes: facts.prefixes, reactions: facts.reactions, reads: facts.reads, file: file)
  }

  private static func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private struct Facts: Decodable {
    let actions: String?
    let state: ComposedModule.OwnState?
    let checksRestored: Bool
    let prefixes: [String]
    let reactions: [ComposedModule.Reaction]
    let reads: [String]

    init(from decoder: any Decoder) throws {
      let keys = try decoder.container(keyedBy: Key.self)
      try ModuleFile.refuseUnknown(
        keys, known: ["actions", "checksRestored", "prefixes", "reactsTo", "reads", "state"], in: "")
      actions = try keys.decodeIfPresent(String.self, forKey: Key("actions"))
      if let actions { try ModuleFile.requireType(actions, "actions") }
      checksRestored = try keys.decodeIfPresent(Bool.self, forKey: Key("checksRestored")) ?? false
      prefixes = try keys.decodeIfPresent([String].self, forKey: Key("prefixes")) ?? []
      reads = try keys.decodeIfPresent([String].self, forKey: Key("reads")) ?? []
      for prefix in prefixes where !ModuleFile.isWireName(prefix) {
        throw Problem(
          description: "'prefixes' holds '\(prefix)': each is a namespace ending in '.' (\"trip.\") or a "
            + "whole wire name (\"trip.complete\"), of letters and digits")
      }
      let reactsTo = try keys.decodeIfPresent([String: [String]].self, forKey: Key("reactsTo")) ?? [:]
      reactions = try reactsTo.keys.sorted().map { (publisher) throws(Problem) in
        try ModuleFile.requireType(publisher, "reactsTo")
        let events = reactsTo[publisher] ?? []
        guard !events.isEmpty else {
          throw Problem(description: "'reactsTo.\(publisher)' names no event: list the event types reacted to")
        }
        for event in events { try ModuleFile.requireType(event, "reactsTo.\(publisher)") }
        return ComposedModule.Reaction(publisher: publisher, events: events)
      }
      guard keys.contains(Key("state")) else {
        state = nil
        return
      }
      let state = try keys.nestedContainer(keyedBy: Key.self, forKey: Key("state"))
      try ModuleFile.refuseUnknown(state, known: ["type", "field"], in: "state.")
      let type = try state.decode(String.self, forKey: Key("type"))
      let field = try state.decode(String.self, forKey: Key("field"))
      try ModuleFile.requireType(type, "state.type")
      guard ModuleFile.isIdentifier(field), field.first?.isLowercase == true else {
        throw Problem(description: "'state.field' must be a lowerCamelCase Swift identifier, not '\(field)'")
      }
      self.state = ComposedModule.OwnState(type: type, field: field)
    }
  }

  private static func refuseUnknown(
    _ keys: KeyedDecodingContainer<Key>, known: [String], in prefix: String
  ) throws(Problem) {
    for key in keys.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
      throw Problem(description: "unknown key '\(prefix)\(key)' (known: \(known.joined(separator: ", ")))")
    }
  }

  private static func requireType(_ name: String, _ key: String) throws(Problem) {
    guard isIdentifier(name), name.first?.isUppercase == true else {
      throw Problem(description: "'\(key)' must be an UpperCamelCase Swift type name, not '\(name)'")
    }
  }

  /// `trip.` or `trip.complete`: identifiers joined by dots, a namespace ending in one.
  private static func isWireName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let named = text.hasSuffix(".") ? parts.dropLast() : parts[...]
    return !named.isEmpty && named.allSatisfy(isIdentifier)
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
    return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "'\(path(context))' has the wrong kind of value (\(context.debugDescription))"
    case DecodingError.keyNotFound(let key, let context):
      "'\(path(context))\(context.codingPath.isEmpty ? "" : ".")\(key.stringValue)' is missing"
    case DecodingError.dataCorrupted(let context):
      "not valid JSON (\(context.debugDescription))"
    default:
      "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map(\.stringValue).joined(separator: ".")
  }
}
