//! The data port's errors as the EU's send error ([`eu_model::SendError`]): out-of-bounds
//! accesses and unbound surfaces keep their structure, anything else keeps its text.

use eu_model::SendError;

use crate::DataPortError;

impl From<DataPortError> for SendError {
    fn from(e: DataPortError) -> Self {
        match e {
            DataPortError::OutOfBounds {
                space,
                addr,
                len,
                lane,
            } => SendError::OutOfBounds {
                space,
                addr,
                len,
                lane,
            },
            DataPortError::UnboundSurface { bti } => {
                SendError::UnboundSurface { bti, image: false }
            }
            other => SendError::DataPort(other.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Space;

    #[test]
    fn data_port_out_of_bounds_names_surface_offset_and_lane() {
        let e = SendError::from(DataPortError::OutOfBounds {
            space: Space::Surface(3),
            addr: 0x1000,
            len: 4,
            lane: Some(5),
        });
        assert_eq!(e.bti(), Some(3));
        assert_eq!(
            e.to_string(),
            "bad address: surface BTI 3: access of 4 bytes at 0x1000 (lane 5) is out of bounds"
        );
        let slm = SendError::from(DataPortError::OutOfBounds {
            space: Space::Slm,
            addr: 0x10000,
            len: 64,
            lane: None,
        });
        assert_eq!(slm.bti(), None);
        assert_eq!(
            slm.to_string(),
            "bad address: SLM: access of 64 bytes at 0x10000 is out of bounds"
        );
    }

    #[test]
    fn unbound_surfaces_name_the_index_and_other_errors_keep_their_text() {
        let e = SendError::from(DataPortError::UnboundSurface { bti: 7 });
        assert_eq!(
            e,
            SendError::UnboundSurface {
                bti: 7,
                image: false
            }
        );
        assert_eq!(e.to_string(), "bad address: BTI 7 has no surface bound");
        let e = SendError::from(DataPortError::Unsupported("x".into()));
        assert_eq!(e.to_string(), "data port: data port: x is not supported");
    }
}
