/// How a template's text becomes a module's: each placeholder (`TemplateDomain`) replaced by the
/// module's name for it (`Parcel`) and, in a feature, each code line naming the mediated domain
/// written once per mediated domain. The rules are `Tools/NewModule/Templates/README.md`'s.
///
/// One left-to-right pass, the longest placeholder first at each place, so `TemplateDomainsState`
/// is never read as `TemplateDomain` and a name written in is never read again.
public struct TemplateSubstitution: Sendable {
  /// Placeholders everywhere (paths, code, comments, READMEs) and what each becomes.
  public var names: [String: String]
  /// Placeholders that stand for the mediated domains as one list, in comments, READMEs and data
  /// files (`TemplateDomain`: `Order and Box`), and what each becomes.
  public var lists: [String: String] = [:]
  /// For each mediated domain, in order, its placeholders in a code line that names it
  /// (`TemplateDomain`: `Order`, `TemplateDomainsState`: `OrdersState`, `templateDomains`: `orders`).
  public var each: [[String: String]] = []

  /// The placeholder of the field of a code line's list item (`templateDomains:`): the copies of
  /// such a line are separated by commas.
  static let itemLabel = "templateDomains:"

  /// The path `path` of a template file with the module's names.
  public func path(_ path: String) -> String {
    Self.replacing(names, in: path)
  }

  /// The text of a template file at `path` with the module's names; in a Swift file, each code
  /// line naming a mediated domain once per domain, and each run of `import` lines sorted again.
  public func text(_ text: String, path: String) -> String {
    let isSwift = path.hasSuffix(".swift")
    let prose = names.merging(lists) { _, list in list }
    let copies = each.map { domain in names.merging(domain) { _, own in own } }
    let repeated = Set(each.flatMap(\.keys))
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let code = line.drop { $0 == " " }
      guard isSwift, !code.hasPrefix("//"), repeated.contains(where: { code.contains($0) }) else {
        lines.append(Self.replacing(prose, in: line))
        continue
      }
      for (index, table) in copies.enumerated() {
        var copy = Self.replacing(table, in: line)
        if code.hasPrefix(Self.itemLabel), index < copies.count - 1, !copy.hasSuffix(",") {
          if copy.hasSuffix(")") { copy.removeLast() }
          copy += ","
        }
        lines.append(copy)
      }
    }
    return (isSwift ? Self.sortingImports(lines) : lines).joined(separator: "\n")
  }

  /// `text` with every placeholder of `table` replaced, in one pass, the longest first at each place.
  static func replacing(_ table: [String: String], in text: some StringProtocol) -> String {
    let placeholders = table.keys.sorted { $0.count > $1.count }
    var result = ""
    var rest = Substring(text)
    while !rest.isEmpty {
      if let placeholder = placeholders.first(where: { rest.hasPrefix($0) }) {
        result += table[placeholder] ?? placeholder
        rest = rest.dropFirst(placeholder.count)
      } else {
        result.append(rest.removeFirst())
      }
    }
    return result
  }

  /// `lines` with each run of consecutive `import` lines sorted, as the format wants them: the
  /// names written in (`import Parcel`, the mediated domains) do not sort as the placeholders did.
  static func sortingImports(_ lines: [String]) -> [String] {
    var result: [String] = []
    var run: [String] = []
    for line in lines {
      if line.hasPrefix("import ") {
        run.append(line)
      } else {
        result += run.sorted() + [line]
        run = []
      }
    }
    return result + run.sorted()
  }
}
