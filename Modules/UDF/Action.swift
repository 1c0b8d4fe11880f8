/// A fact or gesture that a reducer applies to state.
///
/// Actions are plain `Sendable` values (usually enum cases named as past-tense facts such as
/// `userDidLoad` or gestures such as `saveDidTap`), so they can cross threads, be journaled and be
/// replayed to the same state.
public protocol Action: Sendable {}
