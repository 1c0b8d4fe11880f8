/// A trip whose points were credited, as the Loyalty domain knows it: an ID only (the order's,
/// retyped), never the order itself, so Loyalty imports no other domain.
public enum CreditedTrip {}
