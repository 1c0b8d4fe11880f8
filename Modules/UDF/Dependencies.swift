import DomainValues
import Foundation

/// The services effects use, injected once when the store is created: the clock, the source of
/// IDs and times, and the app's service clients.
///
/// Tests and the headless app plug in their own (a test clock, fixed IDs, a client that writes a
/// protocol line), so effects never reach for a global.
public struct Dependencies: Sendable {
  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// The defaults: the continuous clock, random v4 UUIDs, the system time.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether a value was injected for `service` (its default does not count): an app checks the
  /// services its modules declare before it starts.
  public func provides(_ service: ServiceRequirement) -> Bool {
    values[service.key] != nil
  }

  /// The clock debounce and effect timers use.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }

  /// Makes new IDs for effects that create entities.
  public var uuid: @Sendable () -> UUID {
    get { self[UUIDKey.self] }
    set { self[UUIDKey.self] = newValue }
  }

  /// Tells the time for effects that record one.
  public var now: @Sendable () -> Timestamp {
    get { self[NowKey.self] }
    set { self[NowKey.self] = newValue }
  }
}

private enum ClockKey: DependencyKey {
  static var defaultValue: any Clock<Duration> { ContinuousClock() }
}

private enum UUIDKey: DependencyKey {
  static var defaultValue: @Sendable () -> UUID { { UUID() } }
}

private enum NowKey: DependencyKey {
  static var defaultValue: @Sendable () -> Timestamp {
    { Timestamp(millisecondsSince1970: Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))) }
  }
}
