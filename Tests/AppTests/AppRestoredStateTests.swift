import App
import DomainValues
import ItemsList
import Testing
import UDF
import UDFTesting

/// A state restored from its stored shape keeps the rules across modules: a list selection naming
/// an item that does not exist is refused, however well formed each part is alone.
@Suite struct AppRestoredStateTests {
  @Test func aRestoredSelectionOfAnItemThatDoesNotExistIsRefused() throws {
    var state = AppState()
    _ = try AppState.reduce(&state, create(1))
    _ = try AppState.reduce(&state, .itemsList(.didSelectItem(itemID(1))))
    let stored = WireRecord(of: state)
    #expect(try stored.read(AppState.init(restoring:)) == state)

    let unknown = Self.selecting(itemID(2).description, in: stored)
    #expect(throws: Rejection.invalidField("itemsList.selectedItem", "an item that exists")) {
      try unknown.read(AppState.init(restoring:))
    }
  }

  /// `stored` with its `itemsList.selectedItem` replaced by `id`.
  private static func selecting(_ id: String, in stored: WireRecord) -> WireRecord {
    WireRecord(
      fields: stored.fields.map { part in
        guard part.key == ItemsListState.partName, case .object(let list) = part.value else { return part }
        let selected = list.fields.map { $0.key == "selectedItem" ? (key: $0.key, value: .string(id)) : $0 }
        return (key: part.key, value: .object(WireRecord(fields: selected)))
      })
  }
}
