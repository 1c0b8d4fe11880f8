/// The English plural of a module name's last word, for the part a table of entries is stored
/// under: the project names a table's state and part in the plural (`BoxesState`, `boxes`;
/// `OrdersState`, `orders`; `RatingsState`, `ratings`).
///
/// A few plain rules, no dictionary: `Parcel` -> `Parcels`, `Box` -> `Boxes`, `Pass` -> `Passes`,
/// `Status` -> `Statuses`, `Category` -> `Categories`, `Person` -> `People`; a word ending in `s`
/// but not `ss` or `us` is taken as plural already (`Items`, `Photos`). When the rules are wrong
/// (`Leaf`, `Gas`), `--part` names the part.
enum Plural {
  /// The irregular plurals the rules would get wrong.
  static let irregular = ["Person": "People", "Child": "Children", "Man": "Men", "Woman": "Women", "Mouse": "Mice"]

  /// `name` with its last word in the plural.
  static func of(_ name: String) -> String {
    let start = name.lastIndex { $0.isUppercase } ?? name.startIndex
    let head = name[..<start]
    let word = String(name[start...])
    if let plural = irregular[word] { return head + plural }
    let lower = word.lowercased()
    let last = lower.last ?? " "
    let beforeLast = lower.dropLast().last ?? " "
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    if lower.hasSuffix("is") { return head + word.dropLast(2) + "es" }
    if last == "s" {
      // `Pass`, `Bus`, `Status` take `es`; `Items`, `Series`, `Photos` are plural already.
      return beforeLast == "s" || beforeLast == "u" ? head + word + "es" : name
    }
    if last == "x" || last == "z" || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return head + word + "es" }
    if last == "y", !vowels.contains(beforeLast) { return head + word.dropLast() + "ies" }
    return name + "s"
  }
}
