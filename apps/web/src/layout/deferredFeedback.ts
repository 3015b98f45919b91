import type { Feedback } from '../utils/feedback';

export type DialogApis = Pick<Feedback, 'modal' | 'notification'>;
type ModalApi = Feedback['modal'];
type ModalInstance = ReturnType<ModalApi['confirm']>;
/** Runs `use` with the real instances: at once if they are mounted, else once they are (loading them). */
export type WhenReady = (use: (apis: DialogApis) => void) => void;

/**
 * useApp()'s modal and notification instances whose code is fetched on their first call (a confirm,
 * a notification toast): each call is made on the real instance once it is there, and what a modal
 * call answers (destroy, update, then) is passed on to the real dialog's.
 */
export function deferredDialogs(whenReady: WhenReady): DialogApis {
  const modalCall =
    (name: keyof ModalApi): ModalApi[keyof ModalApi] =>
    (config) => {
      let real: ModalInstance | null = null;
      const waiting: ((instance: ModalInstance) => void)[] = [];
      const withReal = (use: (instance: ModalInstance) => void) => {
        if (real) use(real);
        else waiting.push(use);
      };
      whenReady(({ modal }) => {
        real = modal[name](config);
        for (const use of waiting.splice(0)) use(real);
      });
      return {
        destroy: () => withReal((instance) => instance.destroy()),
        update: (next) => withReal((instance) => instance.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: antd's modal calls answer a thenable (awaiting one waits for the choice)
        then: (resolve, reject) =>
          new Promise<boolean>((confirmed) =>
            withReal((instance) => void instance.then(confirmed, reject)),
          ).then(resolve),
      };
    };
  const notificationCall =
    (name: 'success' | 'error' | 'info' | 'warning' | 'open') =>
    (config: Parameters<Feedback['notification']['open']>[0]) =>
      whenReady(({ notification }) => notification[name](config));
  return {
    modal: {
      confirm: modalCall('confirm'),
      info: modalCall('info'),
      success: modalCall('success'),
      error: modalCall('error'),
      warning: modalCall('warning'),
    },
    notification: {
      success: notificationCall('success'),
      error: notificationCall('error'),
      info: notificationCall('info'),
      warning: notificationCall('warning'),
      open: notificationCall('open'),
      // Nothing to close before the first notification was shown.
      destroy: (key) => whenReady(({ notification }) => notification.destroy(key)),
    },
  };
}
