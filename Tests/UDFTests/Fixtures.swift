import DomainValues
import Foundation
import UDF
import UDFStore
import UDFTesting

// A tiny domain for exercising the core: a counter, a table of rows, and actions that start each
// kind of effect. Every rule lives in `CounterReducer.check`; `apply` only makes checked changes.

/// A row: an entity with a typed ID and one value.
struct Row: Identified, Equatable, Sendable {
  let id: ID<Row>
  var value: Int
}

/// What the `stamp` effect sent back: an ID and a time taken from the injected dependencies.
struct Stamp: Equatable, Sendable {
  let id: UUID
  let time: Timestamp
}

struct CounterState: Equatable, Sendable {
  var count = 0
  var rows = EntityTable<Row>()
  /// Results the `fetch` effect sent back, in arrival order.
  var fetched: [Int] = []
  /// Queries the debounced `search` effect sent back.
  var searches: [String] = []
  var stamps: [Stamp] = []

  /// A state with `rows` rows, `rowID(0)...`, all with value 0.
  init(count: Int = 0, rows: Int = 0) {
    self.count = count
    self.rows = EntityTable((0..<rows).map { Row(id: rowID($0), value: 0) })
  }
}

enum CounterAction: Action, Equatable {
  /// `count += 1`; publishes `CounterChanged`.
  case increment
  /// `count += amount`; refused with `negative` if the count would go below zero.
  case add(Int)
  /// Always refused with `failed`.
  case fail
  /// `count += 1` and touches everything (a change the reducer cannot name row by row).
  case incrementTouchingEverything
  /// `count += 1`, then the `.send(.add(amount))` effect.
  case incrementAndSend(Int)
  /// Sets one row's value; refused with `notFound` for an unknown row. Publishes `RowChanged`.
  case setRow(ID<Row>, value: Int)
  /// Sets each listed row (repeats allowed), in order; refused if one is unknown.
  case setRows([ID<Row>], value: Int)
  /// Adds or replaces a row.
  case upsertRow(Row)
  /// Starts `.run`: calls the injected `Fetcher` with the count at the time of the action, then
  /// sends `fetched(result)`; sends nothing if the fetch throws (cancellation).
  case fetch(id: String?, cancelInFlight: Bool = false)
  case fetched(Int)
  /// Starts `.cancel(id:)`.
  case cancelFetch(String)
  /// Starts `.debounce(id: "search", for: searchDelay)`, which sends `searched(query)`.
  case search(String)
  case searched(String)
  /// Starts `.debounce(id: "search", for: searchDelay)`, which asks the injected `Lookup` for
  /// `query` and sends `searched` with its answer.
  case lookup(String)
  /// Starts `.run`: takes an ID and a time from the dependencies, sleeps one second on the
  /// injected clock, then sends `stamped`.
  case stamp
  case stamped(Stamp)
  /// Starts `.run`: sends `increment` and yields, until cancelled (or a million times).
  case pump
}

struct CounterChanged: DomainEvent, Equatable {
  static let name = "counter.changed"
  let count: Int

  func write(to writer: inout some FieldWriter) {
    writer.field("count", count)
  }
}

struct RowChanged: DomainEvent, Equatable {
  static let name = "row.changed"
  let row: ID<Row>
  let value: Int

  func write(to writer: inout some FieldWriter) {
    writer.field("row", row)
    writer.field("value", value)
  }
}

/// The async service `fetch` effects call.
struct Fetcher: Sendable {
  var fetch: @Sendable (Int) async throws -> Int
}

enum FetcherKey: DependencyKey {
  static let defaultValue = Fetcher { $0 }
}

/// The async search service `lookup` effects call.
struct Lookup: Sendable {
  var find: @Sendable (String) async -> String
}

enum LookupKey: DependencyKey {
  static let defaultValue = Lookup { $0 }
}

/// The debounce delay of `search`.
let searchDelay = Duration.milliseconds(300)

extension Rejection {
  static let negative = Rejection(code: "negative", message: "count would be negative")
  static let failed = Rejection(code: "failed", message: "always refused")
  static func rowNotFound(_ id: ID<Row>) -> Rejection {
    Rejection(code: "notFound", message: "no row \(id)")
  }
}

enum CounterReducer: Reducer {
  enum Change {
    case count(Int)
    case countTouchingEverything(Int)
    case countAndSend(Int, CounterAction)
    case rows([ID<Row>], value: Int)
    case upsert(Row)
    /// An action no rule refuses (it starts an effect or records what one sent), applied as is.
    case unchecked(CounterAction)
  }

  static func check(_ action: CounterAction, in state: CounterState) throws(Rejection) -> Change {
    switch action {
    case .increment: return .count(state.count + 1)
    case .add(let amount):
      guard state.count + amount >= 0 else { throw .negative }
      return .count(state.count + amount)
    case .fail: throw .failed
    case .incrementTouchingEverything: return .countTouchingEverything(state.count + 1)
    case .incrementAndSend(let amount): return .countAndSend(state.count + 1, .add(amount))
    case .setRow(let id, let value): return try checkRows([id], value: value, in: state)
    case .setRows(let ids, let value): return try checkRows(ids, value: value, in: state)
    case .upsertRow(let row): return .upsert(row)
    case .fetch, .fetched, .cancelFetch, .search, .searched, .lookup, .stamp, .stamped, .pump: return .unchecked(action)
    }
  }

  static func apply(_ change: Change, to state: inout CounterState, _ reduction: inout Reduction<CounterAction>) {
    switch change {
    case .count(let count):
      state.count = count
      reduction.publish(CounterChanged(count: count))
    case .countTouchingEverything(let count):
      state.count = count
      reduction.touchEverything()
      reduction.publish(CounterChanged(count: count))
    case .countAndSend(let count, let action):
      state.count = count
      reduction.publish(CounterChanged(count: count))
      reduction.start(.send(action))
    case .rows(let ids, let value):
      for id in ids {
        state.rows.update(id, &reduction) { $0.value = value }
        reduction.publish(RowChanged(row: id, value: value))
      }
    case .upsert(let row):
      state.rows.upsert(row, &reduction)
    case .unchecked(let action):
      applyUnchecked(action, to: &state, &reduction)
    }
  }

  /// The actions `check` passes through as `.unchecked`; the others never get here.
  private static func applyUnchecked(
    _ action: CounterAction, to state: inout CounterState, _ reduction: inout Reduction<CounterAction>
  ) {
    switch action {
    case .increment, .add, .fail, .incrementTouchingEverything, .incrementAndSend, .setRow, .setRows, .upsertRow:
      return
    case .fetch(let id, let cancelInFlight):
      reduction.start(fetchEffect(id: id, cancelInFlight: cancelInFlight, count: state.count))
    case .fetched(let value):
      state.fetched.append(value)
    case .cancelFetch(let id):
      reduction.start(.cancel(id: EffectID(id)))
    case .search(let query):
      reduction.start(.debounce(id: EffectID("search"), for: searchDelay) { $0.send(.searched(query)) })
    case .searched(let query):
      state.searches.append(query)
    case .lookup(let query):
      reduction.start(
        .debounce(id: EffectID("search"), for: searchDelay) { context in
          context.send(.searched(await context.dependencies[LookupKey.self].find(query)))
        })
    case .stamp:
      reduction.start(stampEffect)
    case .stamped(let stamp):
      state.stamps.append(stamp)
    case .pump:
      reduction.start(pumpEffect)
    }
  }

  private static func checkRows(_ ids: [ID<Row>], value: Int, in state: CounterState) throws(Rejection) -> Change {
    for id in ids where !state.rows.contains(id: id) { throw .rowNotFound(id) }
    return .rows(ids, value: value)
  }

  /// Captures `count`, the state's count when its own action was applied.
  private static func fetchEffect(id: String?, cancelInFlight: Bool, count: Int) -> Effect<CounterAction> {
    .run(id: id.map { EffectID($0) }, cancelInFlight: cancelInFlight) { context in
      guard let value = try? await context.dependencies[FetcherKey.self].fetch(count) else { return }
      context.send(.fetched(value))
    }
  }

  private static let pumpEffect = Effect<CounterAction>.run { context in
    for _ in 0..<1_000_000 {
      if Task.isCancelled { return }
      context.send(.increment)
      await Task.yield()
    }
  }

  private static let stampEffect = Effect<CounterAction>.run { context in
    let stamp = Stamp(id: context.dependencies.uuid(), time: context.dependencies.now())
    do {
      try await context.dependencies.clock.sleep(for: .seconds(1))
    } catch {
      return
    }
    context.send(.stamped(stamp))
  }
}

/// The ID of row `index` of `CounterState(rows:)`: fixed, so tests and failures are readable.
func rowID(_ index: Int) -> ID<Row> { fixedID(index) }

/// Row `index` with the value `index`: the rows the EntityTable suites arrange.
func sampleRow(_ index: Int) -> Row { Row(id: rowID(index), value: index) }

typealias CounterStore = Store<CounterState, CounterAction>

func makeStore(
  count: Int = 0,
  rows: Int = 0,
  dependencies: Dependencies = Dependencies(),
  executor: (any TaskExecutor)? = nil,
  effectActions: (@Sendable (CounterAction, DispatchOutcome) -> Void)? = nil
) -> CounterStore {
  Store(
    initialState: CounterState(count: count, rows: rows), reducer: CounterReducer.self,
    dependencies: dependencies, executor: executor, effectActions: effectActions)
}

/// An action an effect sent to the store, and what the store answered.
struct Sent: Equatable, Sendable {
  let action: CounterAction
  let outcome: DispatchOutcome
}

/// A store whose effects run on a `ManualExecutor` with a `TestClock`, recording what they sent.
struct EffectHarness {
  let executor = ManualExecutor()
  let clock = TestClock()
  let sent = Recorder<Sent>()
  let store: CounterStore

  init(count: Int = 0, rows: Int = 0, configure: (inout Dependencies, TestClock) -> Void = { _, _ in }) {
    var dependencies = Dependencies()
    dependencies.clock = clock
    configure(&dependencies, clock)
    let sent = sent
    store = makeStore(
      count: count, rows: rows, dependencies: dependencies, executor: executor,
      effectActions: { sent.record(Sent(action: $0, outcome: $1)) })
  }

  /// Dispatches `action`, then runs effect jobs until none is left: one step of an effect test.
  func dispatchAndRun(_ action: CounterAction) {
    store.dispatch(action)
    executor.runUntilIdle()
  }
}

/// The base address of the rows' storage, read under the store's lock. `elements` is a copy that
/// shares the storage, so the address is the table's own as long as nobody else holds the rows.
func rowsAddress(_ store: CounterStore) -> UInt {
  store.read { state in state.rows.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
}
