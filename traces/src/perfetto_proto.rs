//! The subset of Perfetto's trace format eusim writes, as prost messages. Field numbers are
//! Perfetto's published ones (protos/perfetto/trace: trace_packet.proto,
//! track_event/track_event.proto, track_descriptor.proto, counter_descriptor.proto,
//! process_descriptor.proto, thread_descriptor.proto, interned_data.proto).

/// `TracePacket`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TracePacket {
    /// Timestamp (here: GPU cycles, shown by the UI as nanoseconds).
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
    /// A track definition.
    #[prost(message, optional, tag = "60")]
    pub track_descriptor: Option<TrackDescriptor>,
}

/// `TrackEvent`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TrackEvent {
    /// `TYPE_SLICE_BEGIN = 1`, `TYPE_SLICE_END = 2`, `TYPE_INSTANT = 3`, `TYPE_COUNTER = 4`.
    #[prost(int32, optional, tag = "9")]
    pub r#type: Option<i32>,
    /// Interned name.
    #[prost(uint64, optional, tag = "10")]
    pub name_iid: Option<u64>,
    /// The track.
    #[prost(uint64, optional, tag = "11")]
    pub track_uuid: Option<u64>,
    /// Counter value.
    #[prost(double, optional, tag = "44")]
    pub double_counter_value: Option<f64>,
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
