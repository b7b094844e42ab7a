//! The subset of Perfetto's trace format eusim writes, as prost messages. Field numbers are
//! Perfetto's published ones (protos/perfetto/trace: trace_packet.proto,
//! track_event/track_event.proto, track_descriptor.proto, counter_descriptor.proto,
//! process_descriptor.proto, thread_descriptor.proto, interned_data.proto, clock_snapshot.proto,
//! trace_packet_defaults.proto, debug_annotation.proto, profiling/profile_common.proto).

/// `TracePacket`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TracePacket {
    /// Clock readings (sequence-scoped clocks are defined here).
    #[prost(message, optional, tag = "6")]
    pub clock_snapshot: Option<ClockSnapshot>,
    /// Timestamp (here: GPU cycles, shown by the UI as nanoseconds); a delta on a sequence
    /// whose clock is incremental.
    #[prost(uint64, optional, tag = "8")]
    pub timestamp: Option<u64>,
    /// Writer sequence.
    #[prost(uint32, optional, tag = "10")]
    pub trusted_packet_sequence_id: Option<u32>,
    /// A track event.
    #[prost(message, optional, tag = "11")]
    pub track_event: Option<TrackEvent>,
    /// Interned strings introduced by this packet.
    #[prost(message, optional, tag = "12")]
    pub interned_data: Option<InternedData>,
    /// `SEQ_INCREMENTAL_STATE_CLEARED = 1`, `SEQ_NEEDS_INCREMENTAL_STATE = 2`.
    #[prost(uint32, optional, tag = "13")]
    pub sequence_flags: Option<u32>,
    /// A zlib stream of packets (a serialized `Trace`), unpacked in place by readers.
    #[prost(bytes = "vec", optional, tag = "50")]
    pub compressed_packets: Option<Vec<u8>>,
    /// The clock of `timestamp` (overrides the sequence's default).
    #[prost(uint32, optional, tag = "58")]
    pub timestamp_clock_id: Option<u32>,
    /// Defaults for the packets of this sequence (incremental state).
    #[prost(message, optional, tag = "59")]
    pub trace_packet_defaults: Option<TracePacketDefaults>,
    /// A track definition.
    #[prost(message, optional, tag = "60")]
    pub track_descriptor: Option<TrackDescriptor>,
}

/// `ClockSnapshot`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct ClockSnapshot {
    /// Clocks read at the same instant.
    #[prost(message, repeated, tag = "1")]
    pub clocks: Vec<Clock>,
    /// The clock trace time is expressed in (`BOOTTIME = 6`).
    #[prost(int32, optional, tag = "2")]
    pub primary_trace_clock: Option<i32>,
}

/// `ClockSnapshot.Clock`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Clock {
    /// Builtin ids 1-63; 64-127 are scoped to the packet's sequence.
    #[prost(uint32, optional, tag = "1")]
    pub clock_id: Option<u32>,
    /// Reading.
    #[prost(uint64, optional, tag = "2")]
    pub timestamp: Option<u64>,
    /// Timestamps on this clock are deltas from the sequence's previous one on it.
    #[prost(bool, optional, tag = "3")]
    pub is_incremental: Option<bool>,
}

/// `TracePacketDefaults`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TracePacketDefaults {
    /// Track event defaults.
    #[prost(message, optional, tag = "11")]
    pub track_event_defaults: Option<TrackEventDefaults>,
    /// Clock of packets that name none.
    #[prost(uint32, optional, tag = "58")]
    pub timestamp_clock_id: Option<u32>,
}

/// `TrackEventDefaults`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TrackEventDefaults {
    /// Track of events that name none.
    #[prost(uint64, optional, tag = "11")]
    pub track_uuid: Option<u64>,
}

/// `TrackEvent`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TrackEvent {
    /// Debug annotations: the arguments the UI shows with the event.
    #[prost(message, repeated, tag = "4")]
    pub debug_annotations: Vec<DebugAnnotation>,
    /// `TYPE_SLICE_BEGIN = 1`, `TYPE_SLICE_END = 2`, `TYPE_INSTANT = 3`, `TYPE_COUNTER = 4`.
    #[prost(int32, optional, tag = "9")]
    pub r#type: Option<i32>,
    /// Interned name.
    #[prost(uint64, optional, tag = "10")]
    pub name_iid: Option<u64>,
    /// The track.
    #[prost(uint64, optional, tag = "11")]
    pub track_uuid: Option<u64>,
    /// Name, not interned (names used once: work-groups).
    #[prost(string, optional, tag = "23")]
    pub name: Option<String>,
    /// A flow this event starts (one id: the field is repeated, written unpacked).
    #[prost(fixed64, optional, tag = "47")]
    pub flow_ids: Option<u64>,
    /// A flow this event ends.
    #[prost(fixed64, optional, tag = "48")]
    pub terminating_flow_ids: Option<u64>,
    /// Counter value.
    #[prost(double, optional, tag = "44")]
    pub double_counter_value: Option<f64>,
}

/// `DebugAnnotation` (track_event/debug_annotation.proto): a named argument of an event (the
/// name inline, not interned).
#[derive(Clone, PartialEq, prost::Message)]
pub struct DebugAnnotation {
    /// An unsigned value.
    #[prost(uint64, optional, tag = "3")]
    pub uint_value: Option<u64>,
    /// A string value.
    #[prost(string, optional, tag = "6")]
    pub string_value: Option<String>,
    /// The argument's name.
    #[prost(string, optional, tag = "10")]
    pub name: Option<String>,
    /// A string value interned in `InternedData.debug_annotation_string_values`.
    #[prost(uint64, optional, tag = "17")]
    pub string_value_iid: Option<u64>,
}

/// `TrackDescriptor`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TrackDescriptor {
    /// Track id.
    #[prost(uint64, optional, tag = "1")]
    pub uuid: Option<u64>,
    /// Display name.
    #[prost(string, optional, tag = "2")]
    pub name: Option<String>,
    /// Process this track is (for EU tracks).
    #[prost(message, optional, tag = "3")]
    pub process: Option<ProcessDescriptor>,
    /// Parent track.
    #[prost(uint64, optional, tag = "5")]
    pub parent_uuid: Option<u64>,
    /// Set on counter tracks.
    #[prost(message, optional, tag = "8")]
    pub counter: Option<CounterDescriptor>,
    /// How the UI orders this track's children (`EXPLICIT = 3`: by their rank).
    #[prost(int32, optional, tag = "11")]
    pub child_ordering: Option<i32>,
    /// Rank among siblings under an `EXPLICIT` parent (lower first).
    #[prost(int32, optional, tag = "12")]
    pub sibling_order_rank: Option<i32>,
}

/// `ProcessDescriptor`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct ProcessDescriptor {
    /// Process id.
    #[prost(int32, optional, tag = "1")]
    pub pid: Option<i32>,
    /// Name.
    #[prost(string, optional, tag = "6")]
    pub process_name: Option<String>,
}

/// `CounterDescriptor`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct CounterDescriptor {
    /// Unit name.
    #[prost(string, optional, tag = "6")]
    pub unit_name: Option<String>,
}

/// `InternedData`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct InternedData {
    /// Event names.
    #[prost(message, repeated, tag = "2")]
    pub event_names: Vec<EventName>,
    /// String values of debug annotations (`DebugAnnotation.string_value_iid`).
    #[prost(message, repeated, tag = "29")]
    pub debug_annotation_string_values: Vec<InternedString>,
}

/// `InternedString` (profiling/profile_common.proto).
#[derive(Clone, PartialEq, prost::Message)]
pub struct InternedString {
    /// Interning id (from 1).
    #[prost(uint64, optional, tag = "1")]
    pub iid: Option<u64>,
    /// The string.
    #[prost(bytes = "vec", optional, tag = "2")]
    pub str: Option<Vec<u8>>,
}

/// `EventName`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct EventName {
    /// Interning id.
    #[prost(uint64, optional, tag = "1")]
    pub iid: Option<u64>,
    /// The name.
    #[prost(string, optional, tag = "2")]
    pub name: Option<String>,
}
