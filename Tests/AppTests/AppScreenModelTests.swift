import App
import ItemsList
import Testing
import UDFStore

/// The items list screen's model over the app store's scope, as `ItemsListScreenModel`'s doc
/// comment shows it.
@MainActor
@Suite struct AppScreenModelTests {
  @Test func theScreenModelShowsTheAppStoresItems() {
    let appStore = AppStore.app(executor: ManualExecutor())
    #expect(appStore.dispatch(create(1, title: "Milk")).isAccepted)
    #expect(appStore.dispatch(create(2, title: "Tea")).isAccepted)
    let model = ItemsListScreenModel(scope: appStore.itemsListScope())
    let titles = model.rows.map { $0.value?.title }  // what a list view shows, a row each
    #expect(titles == ["Milk", "Tea"])
  }
}
