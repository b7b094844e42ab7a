//! Contexts: a set of devices (here, the one simulated GPU) that objects are shared in.

use std::sync::{Arc, Mutex};

use super::handle::Obj;
use super::platform::Device;

/// A callback run once, when its object is destroyed.
pub type Destructor = Box<dyn FnOnce() + Send>;

/// A context.
pub struct Context {
    /// Its devices.
    pub devices: Vec<Arc<Obj<Device>>>,
    /// The properties it was created with, zero-terminated (empty when none were given).
    pub properties: Vec<u64>,
    /// `clSetContextDestructorCallback` callbacks, run in reverse order of registration.
    pub destructors: Mutex<Vec<Destructor>>,
}

impl Drop for Context {
    fn drop(&mut self) {
        let list = std::mem::take(
            self.destructors
                .get_mut()
                .unwrap_or_else(|e| e.into_inner()),
        );
        for d in list.into_iter().rev() {
            d();
        }
    }
}
