/** Account mails (verification, password reset, unlock) — keys mail.*. */
export const MAIL_MESSAGES = {
  'mail.greeting': 'Merhaba {name},',
  'mail.signature': 'OyunDev Ekibi',
  'mail.linkHint': 'Düğme çalışmazsa bu adresi tarayıcına kopyala:',
  'mail.verify.subject': 'OyunDev: e-posta adresini doğrula',
  'mail.verify.intro': "OyunDev'e hoş geldin! Hesabını etkinleştirmek için e-posta adresini doğrulaman gerekiyor.",
  'mail.verify.action': 'E-postamı Doğrula',
  'mail.verify.note':
    'Bağlantı {n} saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu hesabı sen oluşturmadıysan bu e-postayı yok sayabilirsin.',
  'mail.unlock.subject': 'OyunDev: hesabın geçici olarak kilitlendi',
  'mail.unlock.intro':
    'Hesabına çok sayıda hatalı şifreyle giriş denendi, bu yüzden hesabını {n} dakikalığına kilitledik. Deneyen sen değilsen şifren güvende; kilidi hemen açıp giriş yapabilirsin.',
  'mail.unlock.action': 'Hesabımın Kilidini Aç',
  'mail.unlock.note': 'Bağlantı {n} saat geçerlidir ve yalnızca bir kez kullanılabilir. Denemeler sürerse şifreni değiştirmeni öneririz.',
  'mail.reset.subject': 'OyunDev: şifre sıfırlama isteği',
  'mail.reset.intro': 'Hesabın için bir şifre sıfırlama isteği aldık. Yeni şifreni belirlemek için aşağıdaki bağlantıyı kullan.',
  'mail.reset.action': 'Yeni Şifre Belirle',
  'mail.reset.note':
    'Bağlantı {n} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin; şifren değişmeyecek.',
} as const;
