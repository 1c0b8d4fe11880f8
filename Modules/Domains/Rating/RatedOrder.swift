/// A rated order, as the Rating domain knows it: an ID only, never the order itself.
public enum RatedOrder {}
