//! Slice packets encoded by hand straight into a buffer: the hot path of a trace. The bytes
//! are what prost writes for the same `TracePacket` (fields in tag order; tested).

/// `TrackEvent.type`: `TYPE_SLICE_BEGIN`.
pub(super) const SLICE_BEGIN: i32 = 1;
/// `TrackEvent.type`: `TYPE_SLICE_END`.
pub(super) const SLICE_END: i32 = 2;

/// One slice begin or end packet.
#[derive(Clone, Copy, Debug)]
pub(super) struct Slice {
    /// `timestamp` (a delta on an incremental clock).
    pub ts: u64,
    /// `trusted_packet_sequence_id`.
    pub seq: u32,
    /// [`SLICE_BEGIN`] or [`SLICE_END`].
    pub kind: i32,
    /// `name_iid` (begins).
    pub iid: Option<u64>,
    /// `track_uuid` (none: the sequence's default track).
    pub track: Option<u64>,
    /// `sequence_flags`.
    pub flags: Option<u32>,
    /// `timestamp_clock_id` (none: the sequence's default clock).
    pub clock: Option<u32>,
}

/// Appends `s` as a `Trace.packet` record. The packet and its track event are always under
/// 128 bytes, so each length is one byte: the record is assembled on the stack and appended
/// at once.
#[inline]
pub(super) fn slice(b: &mut Vec<u8>, s: Slice) {
    let mut r = Record::default();
    // TracePacket: timestamp = 8, trusted_packet_sequence_id = 10, track_event = 11
    // (length-delimited), sequence_flags = 13, timestamp_clock_id = 58 (two-byte tag)
    r.byte(0x0a); // Trace.packet = 1
    r.byte(0); // the packet's length, set below
    r.byte(0x40);
    r.varint(s.ts);
    r.byte(0x50);
    r.varint(u64::from(s.seq));
    r.byte(0x5a);
    let te = r.len;
    r.byte(0); // the track event's length, set below
               // TrackEvent: type = 9, name_iid = 10, track_uuid = 11 (varints)
    r.byte(0x48);
    r.varint(s.kind as u64);
    if let Some(i) = s.iid {
        r.byte(0x50);
        r.varint(i);
    }
    if let Some(t) = s.track {
        r.byte(0x58);
        r.varint(t);
    }
    r.bytes[te] = (r.len - te - 1) as u8;
    if let Some(f) = s.flags {
        r.byte(0x68);
        r.varint(u64::from(f));
    }
    if let Some(c) = s.clock {
        r.byte(0xd0);
        r.byte(0x03);
        r.varint(u64::from(c));
    }
    r.bytes[1] = (r.len - 2) as u8;
    b.extend_from_slice(&r.bytes[..r.len]);
}

/// A record being assembled: at most 2 + 10 + 1 + 5 + 2 + 33 + 6 + 7 = 66 bytes.
struct Record {
    bytes: [u8; 80],
    len: usize,
}

impl Default for Record {
    #[inline]
    fn default() -> Self {
        Record {
            bytes: [0; 80],
            len: 0,
        }
    }
}

impl Record {
    #[inline]
    fn byte(&mut self, v: u8) {
        self.bytes[self.len] = v;
        self.len += 1;
    }

    #[inline]
    fn varint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.byte((v as u8) | 0x80);
            v >>= 7;
        }
        self.byte(v as u8);
    }
}

/// Bytes of `v` as a protobuf varint.
#[inline]
pub(super) fn varint_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

/// Appends `v` as a protobuf varint.
#[inline]
pub(super) fn put(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perfetto::proto::{TracePacket, TrackEvent};
    use prost::Message;

    #[test]
    fn varint_lengths_match_prost() {
        for v in [
            0u64,
            1,
            127,
            128,
            16_383,
            16_384,
            1 << 35,
            u64::MAX >> 1,
            u64::MAX,
        ] {
            assert_eq!(varint_len(v), prost::encoding::encoded_len_varint(v), "{v}");
            let mut a = Vec::new();
            put(&mut a, v);
            let mut b = Vec::new();
            prost::encoding::encode_varint(v, &mut b);
            assert_eq!(a, b, "{v}");
        }
    }

    #[test]
    fn hand_encoded_slices_are_the_prost_encoding() {
        let cases = [
            Slice {
                ts: 123_456_789,
                seq: 1,
                kind: SLICE_BEGIN,
                iid: Some(300),
                track: Some(70_000),
                flags: Some(2),
                clock: None,
            },
            Slice {
                ts: 5,
                seq: 200,
                kind: SLICE_END,
                iid: None,
                track: None,
                flags: None,
                clock: None,
            },
            Slice {
                ts: 99,
                seq: 3,
                kind: SLICE_BEGIN,
                iid: Some(7),
                track: None,
                flags: None,
                clock: Some(6),
            },
            Slice {
                ts: 0,
                seq: 130,
                kind: SLICE_END,
                iid: None,
                track: Some(129),
                flags: None,
                clock: Some(64),
            },
        ];
        for s in cases {
            let mut hand = Vec::new();
            slice(&mut hand, s);
            let p = TracePacket {
                timestamp: Some(s.ts),
                trusted_packet_sequence_id: Some(s.seq),
                sequence_flags: s.flags,
                timestamp_clock_id: s.clock,
                track_event: Some(TrackEvent {
                    r#type: Some(s.kind),
                    name_iid: s.iid,
                    track_uuid: s.track,
                    ..Default::default()
                }),
                ..Default::default()
            };
            let mut want = vec![0x0a];
            prost::encoding::encode_varint(p.encoded_len() as u64, &mut want);
            p.encode(&mut want).unwrap();
            assert_eq!(hand, want, "{s:?}");
        }
    }
}
